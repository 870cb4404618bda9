import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import type { ServiceContext } from '../common/actor.js';

/** GraphQL context: the service context plus what auth mutations need from HTTP (absent over WebSocket). */
export interface GraphQLContext extends ServiceContext {
  em: EntityManager;
  http?: {
    reply: FastifyReply;
    ip: string;
    userAgent?: string;
    sessionSecret?: string;
  };
}
