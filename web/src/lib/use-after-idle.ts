import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle after it: for UI the page does not need to show
 * itself (the small-screen menu, the toast region), so loading its code does not compete with the page's own.
 */
export function useAfterIdle(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
