import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bootstrap, type Runtime } from '../bootstrap.js';
import { DomainError } from '../common/domain-error.js';
import { createLogger } from '../common/logger.js';
import { loadConfig } from '../config.js';

/** Bad command-line arguments: printed with the usage line, exit code 1. */
export class UsageError extends Error {}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}
export const consoleIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** A CLI command: arguments and environment in, exit code out (tests call it directly). */
export type CliMain = (argv: string[], env?: NodeJS.ProcessEnv, io?: CliIo) => Promise<number>;

/**
 * Runs `task` against the same database `npm start` uses (DATABASE_URL, or the embedded cluster under DATA_DIR:
 * joined when the server runs, else started and stopped again), then closes everything.
 */
export async function withRuntime<T>(env: NodeJS.ProcessEnv, task: (runtime: Runtime) => Promise<T>): Promise<T> {
  const config = loadConfig(env);
  const runtime = await bootstrap(config, createLogger(env.LOG_LEVEL ?? 'warn'));
  // Ctrl-C or SIGTERM mid-task: roll back by closing connections, stop the database if we started it, exit non-zero.
  const interrupt = (signal: NodeJS.Signals) => {
    const forced = setTimeout(() => process.exit(1), 5000).unref();
    void runtime.shutdown().finally(() => {
      clearTimeout(forced);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    return await task(runtime);
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await runtime.shutdown();
  }
}

/** Turns expected failures into a message and exit code 1; anything else is a bug and shows its stack. */
export async function reportFailures(usage: string, io: CliIo, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    const badArguments =
      error instanceof UsageError ||
      (error instanceof DomainError && error.code === 'VALIDATION_FAILED') ||
      String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (badArguments) {
      io.err(`Error: ${(error as Error).message}`);
      io.err(usage);
      return 1;
    }
    if (error instanceof DomainError) {
      io.err(`Error: ${error.message}`);
      return 1;
    }
    io.err(`Failed: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}

/** Runs `main` when this module is the process entry point (`node dist/cli/x.js`), not when imported by tests. */
export function runIfEntryPoint(moduleUrl: string, main: CliMain): void {
  const entry = process.argv[1];
  if (!entry || pathToFileURL(realpathSync(entry)).href !== moduleUrl) return;
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
