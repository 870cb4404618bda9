import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_DAYS, type Language } from '../../contracts/index.js';
import { localeFor, setLocaleCookie } from '../../common/locale.js';

/** Signs the browser in; a person who chose a language gets it on this browser too (the pages follow the cookie). */
export function setSessionCookie(reply: FastifyReply, session: { sessionSecret: string; preferredLanguage: Language | null }, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, session.sessionSecret, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
  if (session.preferredLanguage) setLocaleCookie(reply, localeFor(session.preferredLanguage), secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
