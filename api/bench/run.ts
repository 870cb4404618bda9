/**
 * Benchmark dispatcher: `npm run bench -w @hearth/api -- <name> [options]` runs bench/<name>.ts; without a name,
 * every benchmark in turn. Each runs in its own process (they start their own servers and databases).
 */
import { spawn } from 'node:child_process';

const BENCHMARKS = ['browse', 'search', 'execution', 'chat', 'flood', 'alerts', 'lease-document', 'repairs', 'rent-ledger', 'price-drops'] as const;
const [name, ...options] = process.argv.slice(2);
if (name !== undefined && !(BENCHMARKS as readonly string[]).includes(name)) {
  console.error(`Unknown benchmark '${name}'. Choose one of: ${BENCHMARKS.join(', ')}`);
  process.exit(1);
}

for (const benchmark of name ? [name] : BENCHMARKS) {
  console.log(`\n=== ${benchmark} ===`);
  const child = spawn(process.execPath, [...process.execArgv, new URL(`./${benchmark}.ts`, import.meta.url).pathname, ...options], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
}
