import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Every "METHOD /path" the Fastify instance serves, read from printRoutes' tree (HEAD and OPTIONS, which Fastify
 * and Apollo add on their own, are left out, and so are the built web app's static files under `webDist`). Tests compare it with their tables so a new route cannot slip by.
 */
export function registeredRoutes(app: FastifyInstance, webDist?: string): string[] {
  const stack: string[] = [];
  const routes = new Set<string>();
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = Math.floor(line.indexOf('── ') / 4);
    stack.length = depth;
    const route = (stack[depth - 1] ?? '') + match[1]!;
    stack.push(route);
    if (webDist && !route.includes(':') && existsSync(path.join(webDist, route))) continue;
    for (const method of match[2]!.split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(`${method} ${route}`);
  }
  return [...routes].sort();
}

/** Fills `:param` placeholders of a route path. */
export function fillPath(route: string, params: Record<string, string | number>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${route}`);
    return encodeURIComponent(String(params[name]));
  });
}
