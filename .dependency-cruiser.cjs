/**
 * The house's layering, checked in `npm test` (`npm run layers`). Why dependency-cruiser: one config checks
 * imports across the three workspaces (type-only imports included) without an ESLint set-up; 17.x runs on Node 20.
 * docs/architecture.md explains each rule.
 */
const API = '^api/src/';
const WEB = '^web/src/';
/** Tests may reach the test harness and the root they exercise; the rules are about production code. */
const TESTS = '\\.(test|stories)\\.tsx?$|\\.fixtures\\.ts$|/testing/';

module.exports = {
  forbidden: [
    {
      name: 'design-system-imports-nothing-of-ours',
      comment: 'The design system is the bottom layer: it knows nothing of the API or the web app.',
      severity: 'error',
      from: { path: '^design-system/src/' },
      to: { path: '^(api|web)/|node_modules/@hearth/' },
    },
    {
      name: 'contracts-import-only-libraries',
      comment: 'Contracts are shared with the browser: zod, date-fns and each other, nothing of the server.',
      severity: 'error',
      from: { path: `${API}contracts/` },
      to: { path: '^(api|web|design-system)/', pathNot: `${API}contracts/` },
    },
    {
      name: 'api-common-stays-below-modules',
      comment: 'common/ holds what every module may use; it imports only contracts and itself.',
      severity: 'error',
      from: { path: `${API}common/`, pathNot: TESTS },
      to: { path: '^(api|web|design-system)/', pathNot: `${API}(common|contracts)/` },
    },
    {
      name: 'api-infrastructure-stays-below-modules',
      comment: 'Events, storage, mail, rate limits and the job queue serve modules; they never reach up into them or the root.',
      severity: 'error',
      from: { path: `${API}(events|storage|mail|rate-limit|jobs)/`, pathNot: TESTS },
      to: {
        path: '^(api|web|design-system)/',
        pathNot: `${API}(common|contracts|events|storage|mail|rate-limit|jobs)/|${API}config\\.ts$`,
      },
    },
    {
      name: 'api-modules-never-import-the-composition-root',
      comment:
        'A module depends on common/, contracts/, infrastructure and narrow interfaces of other modules; ' +
        'the root (app-services, graphql/, rest/, server, cli, db) wires them together.',
      severity: 'error',
      from: { path: `${API}modules/`, pathNot: TESTS },
      to: {
        path: '^(api|web|design-system)/',
        pathNot: `${API}(common|contracts|events|storage|mail|rate-limit|jobs|modules)/`,
      },
    },
    {
      name: 'api-modules-meet-through-their-faces',
      comment:
        "A module imports another module only through that module's index.ts, which says what it offers; " +
        'the rest of its files are its own.',
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/`, pathNot: TESTS },
      to: { path: `${API}modules/[^/]+/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-root-uses-modules-through-their-faces',
      comment: 'The composition root (app-services, graphql/, rest/, server, cli, db) takes from a module only what its index.ts offers.',
      severity: 'error',
      from: { path: API, pathNot: [`${API}modules/`, TESTS] },
      to: { path: `${API}modules/`, pathNot: `${API}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'api-has-no-import-circles',
      comment:
        'No file of the API imports itself back through others, type-only imports included: with index.ts faces a ' +
        'circle would let a module load half-initialized (an index mid-way offers undefined bindings).',
      severity: 'error',
      from: { path: API },
      to: { circular: true },
    },
    {
      name: 'web-uses-the-api-only-through-contracts',
      comment:
        'The client shares zod contracts with the server and nothing else of it, but for the compiled message ' +
        'catalogs: the French of the contracts\' validation messages is there.',
      severity: 'error',
      from: { path: WEB },
      to: { path: '^api/', pathNot: `${API}(contracts/|common/locales/[a-z]{2}-[A-Z]{2}\\.ts$)` },
    },
    {
      name: 'web-imports-one-contract-module-at-a-time',
      comment:
        'A page imports the contract modules it uses (`@hearth/api/contracts/<name>`), never the barrel of them all: ' +
        'what a page loads stays what it needs.',
      severity: 'error',
      from: { path: WEB },
      to: { path: `${API}contracts/index\\.ts$` },
    },
    {
      name: 'web-modules-never-import-the-app',
      comment: 'app/ composes modules (routes, providers, shell); a module never reaches back up into it.',
      severity: 'error',
      from: { path: `${WEB}modules/`, pathNot: TESTS },
      to: { path: `${WEB}(app/|main\\.tsx|server-render\\.tsx)` },
    },
    {
      name: 'web-lib-imports-no-screens',
      comment: 'lib/ is plain helpers: it knows no module, app or screen.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}(app|modules|testing)/` },
    },
    {
      name: 'web-shared-layer-imports-no-domain',
      comment: 'modules/common is what every domain shares; it imports no domain module.',
      severity: 'error',
      from: { path: `${WEB}modules/common/` },
      to: { path: `${WEB}modules/`, pathNot: `${WEB}modules/common/` },
    },
    {
      name: 'web-domains-do-not-import-compositions',
      comment: 'dashboard/ composes domain pieces; domains never import it.',
      severity: 'error',
      from: { path: `${WEB}modules/`, pathNot: `${WEB}modules/dashboard/` },
      to: { path: `${WEB}modules/dashboard/` },
    },
    {
      name: 'web-and-design-system-have-no-file-circles',
      comment:
        'A circle of files (type-only imports included) has no layer order: neither file can be read, moved or ' +
        'split without the other. Break it by moving what both need below both.',
      severity: 'error',
      from: { path: '^(web|design-system)/src/' },
      to: { circular: true },
    },
    {
      name: 'production-code-imports-no-test-code',
      comment: 'Fixtures and decorators are for stories and tests only.',
      severity: 'error',
      from: { path: '^(api|web|design-system)/src/', pathNot: TESTS },
      to: { path: '/testing/|\\.fixtures\\.ts$|\\.test\\.tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|storybook-static|generated)/|\\.generated\\.ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
