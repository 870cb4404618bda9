import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('mailer', () => {
  it('sends a calendar invitation as text/calendar with its method and as an .ics attachment', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-mail-'));
    const mailer = createMailer({ from: 'Hearth <no-reply@hearth.local>', dataDir, logger: pino({ level: 'silent' }) });
    const content = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await mailer.send({ to: 'tara@example.ca', subject: 'Viewing Booked', text: 'Hello', calendar: { method: 'REQUEST', content } });
    const [file] = await readdir(path.join(dataDir, 'mail'));
    const eml = await readFile(path.join(dataDir, 'mail', file!), 'utf8');
    expect(eml).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    expect(eml).toContain('Content-Disposition: attachment; filename=viewing.ics');
    expect(eml).toContain('METHOD:REQUEST');
  });
});
