import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_DAYS } from '../../contracts/index.js';

export function setSessionCookie(reply: FastifyReply, secret: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
