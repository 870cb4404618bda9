/**
 * The one place API tests read the machine's clock (test/guard-rails/real-clock.test.ts keeps every other test file
 * off it). Unit and service tests pin 'now' instead: they give the code a fixed clock (`new LeaseService(..., () =>
 * NOW)`). HTTP tests drive the real server and its database, which answer by the machine's clock (PostgreSQL's
 * `now()`, `current_date`): they place times relative to it with `fromNow`, never at a fixed date that will one day
 * be past, so the suite passes on any date (`faketime` proves it, see README's Tests).
 */
export const HOUR = 3600_000;

/** The instant `ms` after the server's clock (the machine's). */
export const fromNow = (ms: number): Date => new Date(Date.now() + ms);

/** Milliseconds for waits and deadlines: monotonic, never a date. */
export const elapsedMs = (): number => performance.now();
