// The route table and the server's list of client pages are one list: the server answers any other path 404.
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES, isClientRoute } from '@hearth/api/contracts/client-routes';
import { routes } from './routes';

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.index ? [''] : route.path !== undefined ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('client routes', () => {
  it('routes exactly the pages CLIENT_ROUTES names, plus the Not Found catch-all', () => {
    const paths = pathsOf(routes);
    expect(paths.filter((path) => path !== '*').sort()).toEqual(Object.values(CLIENT_ROUTES).sort());
    expect(paths.at(-1)).toBe('*');
  });

  it('matches paths as react-router does', () => {
    for (const path of ['/', '/property/12', '/property/12/', '/dashboard', '/Admin', '/profile']) expect(isClientRoute(path), path).toBe(true);
    for (const path of ['/nope', '/property', '/property/12/more', '/dashboard/x', '/profile/edit']) expect(isClientRoute(path), path).toBe(false);
  });
});
