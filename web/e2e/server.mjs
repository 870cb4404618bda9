// Boots the real API (which serves web/dist) on a fresh embedded database in a temp DATA_DIR.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export async function startServer({ port = 3100 + Math.floor(Math.random() * 800), seedDemo = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: String(seedDemo), LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
    }
    // The embedded Postgres may still be finishing its shutdown writes: retry instead of leaving the dir behind.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    up = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (!up && child.exitCode !== null) break;
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) {
    await stop();
    throw new Error(`server did not come up on ${baseUrl} (exit code ${child.exitCode})`);
  }
  return {
    baseUrl,
    dataDir,
    createAdmin: (email, password, name) => createAdmin(env, email, password, name),
    stop,
  };
}

/** `npm run admin:create` against the server's data directory (admins are created by operators, docs/product.md#roles-and-permissions). */
export function createAdmin(env, email, password, name) {
  execFileSync(process.execPath, ['api/dist/cli/admin-create.js', '--email', email, '--password', password, '--name', name], { cwd: root, env, stdio: 'pipe' });
}

/** Quoted-printable text to the UTF-8 string it encodes ('=C3=A9' is one 'é'). */
const fromQuotedPrintable = (text) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** A header's encoded words ('=?UTF-8?Q?Confirmez_votre?=') decoded. */
const decodeWords = (header) =>
  header.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding, data) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : fromQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** One .eml file (a single text part, as the server writes them): its decoded headers and body. */
function readMail(file) {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  // Long headers are folded onto continuation lines ('To:\n <long address>'): unfold them.
  const headers = Object.fromEntries(
    raw
      .slice(0, split)
      .replace(/\r?\n[ \t]+/g, ' ')
      .split(/\r?\n/)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), decodeWords(line.slice(line.indexOf(':') + 1).trim())]),
  );
  const body = raw.slice(split).trim();
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const text = encoding === 'quoted-printable' ? fromQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: headers.to ?? '', subject: headers.subject ?? '', text };
}

/**
 * The newest email to `to` with a link to `path` (`{ link, subject, text }`, decoded). Without SMTP_URL the server
 * writes each mail as an .eml file under `${dataDir}/mail/`.
 */
export function emailed(dataDir, to, path) {
  const outbox = `${dataDir}/mail`;
  const files = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse();
  for (const name of files) {
    const mail = readMail(`${outbox}/${name}`);
    if (!mail.to.toLowerCase().includes(to.toLowerCase())) continue;
    const link = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
    if (link) return { link, subject: mail.subject, text: mail.text };
  }
  throw new Error(`no email to ${to} with a ${path} link in ${outbox}`);
}

/** The first link to `path` in the newest email to `to` that holds one. */
export const emailedLink = (dataDir, to, path) => emailed(dataDir, to, path).link;
