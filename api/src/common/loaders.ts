import DataLoader from 'dataloader';
import type { ServiceContext } from '../common/actor.js';

/**
 * Per-request DataLoaders without touching the context shape: loaders live in a WeakMap keyed by the request's
 * EntityManager fork (one per REST request, GraphQL operation or subscription event), so they batch within one
 * request, cache only for its lifetime, and never leak one viewer's answers to another.
 *
 *   const ownerLoader = defineLoader<number, User | null>(async (ctx, ids) => byKey(await load(ids), ids, u => u.id, null));
 *   ownerLoader(ctx).load(property.ownerId)
 */
type Registry = Map<symbol, DataLoader<unknown, unknown>>;
const registries = new WeakMap<object, Registry>();

export type BatchFn<K, V> = (ctx: ServiceContext, keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>;

export function defineLoader<K, V>(batch: BatchFn<K, V>, options?: DataLoader.Options<K, V>): (ctx: ServiceContext) => DataLoader<K, V> {
  const slot = Symbol('loader');
  return (ctx) => {
    let registry = registries.get(ctx.em);
    if (!registry) {
      registry = new Map();
      registries.set(ctx.em, registry);
    }
    let loader = registry.get(slot) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>((keys) => batch(ctx, keys), options);
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
