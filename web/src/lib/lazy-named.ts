import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: `lazyNamed(() => import('./X'), 'X')`. */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] })) as unknown as M[K];
}
