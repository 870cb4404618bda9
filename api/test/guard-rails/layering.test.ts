import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules `npm run layers` checks over the real tree, run here over a small tree that breaks each of them:
// the check must fail on a violation, not only pass on today's code.
const { forbidden } = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs');

const files: Record<string, string> = {
  'api/src/app-services.ts': 'export const services = {};',
  'api/src/contracts/index.ts': "export * from '../common/actor';",
  'api/src/contracts/browse.ts': 'export const SEARCH_TEXT_MAX = 200;',
  'api/src/common/actor.ts': 'export const isAdmin = () => false;',
  'api/src/modules/lease/lease.service.ts': "import { isAdmin } from '../../common/actor';\nexport { isAdmin };",
  'api/src/modules/lease/lease.rest.ts': "import { services } from '../../app-services';\nexport { services };",
  'api/src/modules/lease/lease-notices.ts':
    "import { User } from '../user/user.entity';\nimport { userName } from '../user/index';\nexport { User, userName };",
  'api/src/modules/user/index.ts': "export { userName } from './user.service';",
  'api/src/modules/user/user.service.ts': "import { User } from './user.entity';\nexport const userName = (user: User) => user.name;",
  'api/src/modules/user/user.entity.ts': 'export class User { name = ""; }',
  'api/src/modules/viewing/viewing.policy.ts': "import { slotLength } from './viewing-time';\nexport const canBook = () => slotLength > 0;",
  'api/src/modules/viewing/viewing-time.ts': "import type { canBook } from './viewing.policy';\nexport const slotLength = 30;\nexport type Rule = typeof canBook;",
  'api/src/db/entities.ts': "import { User } from '../modules/user/user.entity';\nimport { userName } from '../modules/user/index';\nexport { User, userName };",
  'web/src/app/session.ts': 'export const session = {};',
  'web/src/modules/common/frame.ts': "import { listing } from '../listing/listing';\nexport { listing };",
  'web/src/modules/listing/listing.ts': "import { session } from '../../app/session';\nexport const listing = session;",
  'web/src/modules/listing/form.ts': "import type { Rule } from './rules';\nexport type Form = { rules: Rule[] };",
  'web/src/modules/listing/rules.ts': "import type { Form } from './form';\nexport type Rule = (form: Form) => boolean;",
  'web/src/modules/home/filters.ts':
    "import { SEARCH_TEXT_MAX } from '../../../../api/src/contracts/browse';\nimport * as contracts from '../../../../api/src/contracts/index';\nexport { SEARCH_TEXT_MAX, contracts };",
  'design-system/src/Button.ts': "import { listing } from '../../web/src/modules/listing/listing';\nexport { listing };",
  'design-system/src/strings.ts': "import type { PickerStrings } from './picker';\nexport type Strings = Partial<PickerStrings>;",
  'design-system/src/picker.ts': "import type { Strings } from './strings';\nexport interface PickerStrings { day: string }\nexport const none: Strings = {};",
};

let baseDir: string;

beforeAll(() => {
  baseDir = mkdtempSync(join(tmpdir(), 'hearth-layers-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(baseDir, path)), { recursive: true });
    writeFileSync(join(baseDir, path), `${source}\n`);
  }
});

afterAll(() => rmSync(baseDir, { recursive: true, force: true }));

async function violations(): Promise<string[]> {
  const { output } = await cruise(['api', 'web', 'design-system'], {
    baseDir,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  if (typeof output === 'string') throw new Error('expected a cruise result, not a report');
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('layering rules', () => {
  it('reports each import that runs against the layers, and only those', async () => {
    expect(await violations()).toEqual([
      'api-has-no-import-circles: api/src/modules/viewing/viewing-time.ts -> api/src/modules/viewing/viewing.policy.ts',
      'api-modules-meet-through-their-faces: api/src/modules/lease/lease-notices.ts -> api/src/modules/user/user.entity.ts',
      'api-modules-never-import-the-composition-root: api/src/modules/lease/lease.rest.ts -> api/src/app-services.ts',
      'api-root-uses-modules-through-their-faces: api/src/db/entities.ts -> api/src/modules/user/user.entity.ts',
      'contracts-import-only-libraries: api/src/contracts/index.ts -> api/src/common/actor.ts',
      'design-system-imports-nothing-of-ours: design-system/src/Button.ts -> web/src/modules/listing/listing.ts',
      'web-and-design-system-have-no-file-circles: design-system/src/picker.ts -> design-system/src/strings.ts',
      'web-and-design-system-have-no-file-circles: web/src/modules/listing/form.ts -> web/src/modules/listing/rules.ts',
      'web-imports-one-contract-module-at-a-time: web/src/modules/home/filters.ts -> api/src/contracts/index.ts',
      'web-modules-never-import-the-app: web/src/modules/listing/listing.ts -> web/src/app/session.ts',
      'web-shared-layer-imports-no-domain: web/src/modules/common/frame.ts -> web/src/modules/listing/listing.ts',
    ]);
  });
});
