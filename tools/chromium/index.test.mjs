// The chooser: an explicit CHROME_PATH, else the system Chromium, else the packaged one (unpacked once).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseChromium, resolveChromium } from './index.mjs';

const only = (...paths) => (path) => paths.includes(path);
const none = () => false;

test('the system Chromium at /usr/bin/chromium wins when present', () => {
  assert.deepEqual(chooseChromium({ env: { PATH: '/opt/bin:/usr/local/bin' }, exists: only('/usr/bin/chromium', '/opt/bin/chromium') }), {
    source: 'system',
    executablePath: '/usr/bin/chromium',
  });
});

test('else a `chromium` on PATH, in PATH order', () => {
  assert.deepEqual(chooseChromium({ env: { PATH: '/opt/a::/opt/b:/opt/c' }, exists: only('/opt/b/chromium', '/opt/c/chromium') }), {
    source: 'system',
    executablePath: '/opt/b/chromium',
  });
});

test('without a system Chromium the packaged one is chosen', () => {
  assert.deepEqual(chooseChromium({ env: { PATH: '/usr/bin:/bin' }, exists: none }), { source: 'packaged' });
  assert.deepEqual(chooseChromium({ env: {}, exists: none }), { source: 'packaged' });
});

test('CHROME_PATH overrides both', () => {
  assert.deepEqual(chooseChromium({ env: { CHROME_PATH: '/x/chrome', PATH: '/usr/bin' }, exists: only('/usr/bin/chromium') }), {
    source: 'env',
    executablePath: '/x/chrome',
  });
});

test('resolveChromium keeps a system Chromium without unpacking anything', () => {
  const cacheRoot = mkdtempSync(join(tmpdir(), 'hearth-chromium-test-'));
  try {
    const resolved = resolveChromium({ env: { PATH: '/usr/bin', HOME: '/h' }, exists: only('/usr/bin/chromium'), cacheRoot });
    assert.equal(resolved.executablePath, '/usr/bin/chromium');
    assert.equal(resolved.source, 'system');
    assert.deepEqual(resolved.env, { PATH: '/usr/bin', HOME: '/h' });
  } finally {
    rmSync(cacheRoot, { recursive: true, force: true });
  }
});

test('resolveChromium unpacks the packaged Chromium once and reuses it', { skip: process.platform !== 'linux' || process.arch !== 'x64' }, () => {
  const cacheRoot = mkdtempSync(join(tmpdir(), 'hearth-chromium-test-'));
  try {
    const first = resolveChromium({ env: { PATH: '' }, exists: none, cacheRoot });
    assert.equal(first.source, 'packaged');
    assert.match(first.version, /^\d+\.\d+\.\d+$/);
    assert.equal(first.executablePath, join(cacheRoot, `hearth-chromium-${first.version}`, 'chromium'));
    assert.ok(statSync(first.executablePath).mode & 0o100, 'executable');
    assert.ok(existsSync(join(cacheRoot, `hearth-chromium-${first.version}`, 'libGLESv2.so')), 'SwiftShader beside it');
    const mtime = statSync(first.executablePath).mtimeMs;
    const second = resolveChromium({ env: { PATH: '' }, exists: none, cacheRoot });
    assert.equal(second.executablePath, first.executablePath);
    assert.equal(statSync(second.executablePath).mtimeMs, mtime, 'not unpacked again');
  } finally {
    rmSync(cacheRoot, { recursive: true, force: true });
  }
});
