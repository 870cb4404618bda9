import DataLoader from 'dataloader';
import type { ServiceContext } from './actor.js';

/**
 * Every loader is defined once, in its domain's `<domain>.loaders.ts`, and made per request here.
 *
 * Per-request DataLoaders without touching the context shape: loaders live in a WeakMap keyed by the request's
 * EntityManager fork (one per REST request, GraphQL operation or subscription event), so they batch within one
 * request, cache only for its lifetime, and never leak one viewer's answers to another.
 *
 *   const ownerLoader = defineLoader<number, User | null>(async (ctx, ids) => byKey(await load(ids), ids, u => u.id, null));
 *   ownerLoader(ctx).load(property.ownerId)
 *
 * A loader that batches through a service takes it as `deps` (`bookingStateById(ctx, leases)`); the root's single
 * service instance is the one every call passes.
 */
type Registry = Map<symbol, DataLoader<unknown, unknown>>;
const registries = new WeakMap<object, Registry>();

export type BatchFn<K, V, D> = (ctx: ServiceContext, keys: readonly K[], deps: D) => Promise<ReadonlyArray<V | Error>>;

export function defineLoader<K, V, D = void>(
  batch: BatchFn<K, V, D>,
  options?: DataLoader.Options<K, V>,
): (ctx: ServiceContext, deps: D) => DataLoader<K, V> {
  const slot = Symbol('loader');
  return (ctx, deps) => {
    let registry = registries.get(ctx.em);
    if (!registry) {
      registry = new Map();
      registries.set(ctx.em, registry);
    }
    let loader = registry.get(slot) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>((keys) => batch(ctx, keys, deps), options);
      registry.set(slot, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  };
}

/** Orders batch results like the keys (DataLoader's contract); keys without a row get `missing`. */
export function byKey<K, R, V = R>(rows: readonly R[], keys: readonly K[], keyOf: (row: R) => K, missing: V): Array<R | V> {
  const found = new Map<K, R>();
  for (const row of rows) found.set(keyOf(row), row);
  return keys.map((key) => (found.has(key) ? found.get(key)! : missing));
}
