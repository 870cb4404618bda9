import { useState } from 'react';
import { toast, type ToastOptions } from '@hearth/design-system';

/**
 * One row's action in a list (mark read, withdraw, remove, list/hide): the row it runs for is pending until it
 * settles, so that row's control shows it; a failure becomes the toast `failure` words.
 */
export function useRowAction<A extends unknown[]>(run: (id: number, ...args: A) => Promise<unknown>, failure: (error: unknown) => ToastOptions) {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const start = async (id: number, ...args: A) => {
    setPendingId(id);
    try {
      await run(id, ...args);
    } catch (e) {
      toast(failure(e));
    } finally {
      setPendingId(null);
    }
  };
  return [start, pendingId] as const;
}
