import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { icu, translate, type MessageSource } from '../common/i18n.js';
import { localeFor } from '../common/locale.js';
import type { Language, Locale } from '../contracts/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe on alert emails. */
  headers?: Record<string, string>;
  /** A calendar invitation (iCalendar text): sent as `text/calendar; method=...` and as an `.ics` attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** An email in its recipient's language: subject and body paragraphs are catalog messages, joined by blank lines. */
export function mailIn(locale: Locale, to: string, subject: MessageSource, paragraphs: MessageSource[]): MailMessage {
  return { to, subject: translate(locale, subject), text: paragraphs.map((paragraph) => translate(locale, paragraph)).join('\n\n') };
}

/** The first line of every email: 'Hello Rita,' ('Bonjour Rita,'). */
export const greeting = (name: string | null): MessageSource => icu('Hello {name},', { name: name ?? '' });

/** Someone an email is addressed to, and the language they chose (null: none). */
export interface Recipient {
  email: string;
  name: string | null;
  preferredLanguage: Language | null;
}

/** 'Hello {name},' then the paragraphs, in the recipient's language, else `requestLocale` (the request that caused it). */
export function mailTo(recipient: Recipient, requestLocale: Locale | undefined, subject: MessageSource, paragraphs: MessageSource[]): MailMessage {
  return mailIn(localeFor(recipient.preferredLanguage, requestLocale), recipient.email, subject, [greeting(recipient.name), ...paragraphs]);
}

/** Outgoing email. SMTP when SMTP_URL is set; otherwise each message is written to `${DATA_DIR}/mail/` and logged. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const outbox = path.join(dataDir, 'mail');
  return {
    async send(message) {
      const { calendar, ...mail } = message;
      const icalEvent = calendar && { method: calendar.method, filename: 'viewing.ics', content: calendar.content };
      const info = await transport.sendMail({ from, ...mail, icalEvent });
      if (smtpUrl) return;
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${message.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      logger.info({ to: message.to, subject: message.subject, file, text: message.text }, 'email written to the local outbox');
    },
  };
}
