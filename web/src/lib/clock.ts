import { createContext, useContext, useState } from 'react';

// The one source of "now" for screens: the app runs on the real clock (the context's default, so the home page's
// first load carries no provider), stories and tests put a fixed one around what they render (`.storybook/preview.tsx`).
// A screen that reads `new Date()` itself would show a different day on every run.

/** Reads the current instant. */
export type Clock = () => Date;

const realClock: Clock = () => new Date();

/** `<ClockContext.Provider value={() => new Date('2026-12-02T15:00:00Z')}>`: what every screen inside takes as now. */
export const ClockContext = createContext<Clock>(realClock);

/** The clock itself, for a screen that reads now again later (a form's clock, read at each opening). */
export const useClock = (): Clock => useContext(ClockContext);

/** Now, read once when the component mounts: lists split at it stay put while the screen is open. */
export function useNow(): Date {
  const clock = useClock();
  const [now] = useState(clock);
  return now;
}
