import { useState } from 'react';
import { toast, type ToastOptions } from '@hearth/design-system';

/** A list row's action (mark read, withdraw, remove, list/hide) and the row it is running for, whose control shows it pending. */
export interface RowAction<A extends unknown[] = []> {
  run: (id: number, ...args: A) => void;
  pendingId?: number | null;
}

/** Runs a row's action, that row pending until it settles; a failure becomes the toast `failure` words. */
export function useRowAction<A extends unknown[]>(action: (id: number, ...args: A) => Promise<unknown>, failure: (error: unknown) => ToastOptions): RowAction<A> {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const run = async (id: number, ...args: A) => {
    setPendingId(id);
    try {
      await action(id, ...args);
    } catch (e) {
      toast(failure(e));
    } finally {
      setPendingId(null);
    }
  };
  return { run, pendingId };
}
