/**
 * Lease document benchmark: renders lease PDFs (pdfmake, the shipped fonts) in-process, no server or database.
 * Times `renderLeaseDocument` and `renderSealedLease` over a mix of provinces and languages (Ontario's 17 sections,
 * a Québec lease asked in English: French then the English courtesy translation, the longest; British Columbia in
 * French), after a warm-up (the first document parses the fonts). Prints p50/p95/max of wall time per kind (target
 * p95 <= 300 ms), the CPU time one render takes, and the machine's load: on a shared machine, wall time is CPU time
 * times the contention.
 *
 *   npm run bench -w @hearth/api -- lease-document [--iterations 200]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { renderLeaseDocument, renderSealedLease, type LeaseDocumentInput } from '../src/modules/lease-document/index.js';
import { sampleLease } from '../src/modules/lease-document/lease-document.fixtures.js';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const ITERATIONS = argValue('iterations', 200);
const TARGET_P95_MS = 300;

// The tests' sample lease, made longer: two deposits, three additional terms, a declared Section G.
const base: LeaseDocumentInput = sampleLease({
  tenant: { name: 'Jean Tremblay', email: 'jean.tremblay@example.com', phone: '+1 514-555-0199' },
  deposits: [{ kind: 'last-month-rent', amount: 2300 }, { kind: 'key', amount: 150 }],
  additionalTerms: 'Snow removal and lawn care by the landlord.\n\nNo smoking inside the unit or on the balcony.\n\nOne small dog allowed.',
  quebecLowestRentLast12Months: 1950,
});
const CASES: Array<[LeaseDocumentInput, 'en' | 'fr']> = [
  [base, 'en'],
  [{ ...base, province: 'QC', deposits: [] }, 'en'],
  [{ ...base, province: 'BC', deposits: [{ kind: 'security', amount: 1150 }] }, 'fr'],
];
const SIGNATURES = [
  { role: 'landlord' as const, name: 'Maria Santos', signedAt: '2026-11-21T14:00:00.000Z', documentSha256: 'ab'.repeat(32) },
  { role: 'tenant' as const, name: 'Jean Tremblay', signedAt: '2026-11-22T01:30:00.000Z', documentSha256: 'ab'.repeat(32) },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function time(label: string, render: (input: LeaseDocumentInput, lang: 'en' | 'fr') => Promise<Uint8Array>): Promise<number> {
  for (const [input, lang] of CASES) await render(input, lang); // warm-up: fonts parsed, code compiled
  const times: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) {
    const [input, lang] = CASES[i % CASES.length];
    const started = performance.now();
    bytes += (await render(input, lang)).length;
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `  ${label.padEnd(22)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${times.at(-1)!.toFixed(1)} ms  ` +
      `CPU ${((used.user + used.system) / 1000 / ITERATIONS).toFixed(1)} ms a render  ` +
      `(${ITERATIONS} runs, ${Math.round(bytes / ITERATIONS / 1024)} KiB on average; target p95 <= ${TARGET_P95_MS} ms)`,
  );
  return p95;
}

console.log(`Lease document rendering (ON en, QC en, BC fr in turn; load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} on this machine):`);
const document = await time('renderLeaseDocument', renderLeaseDocument);
const sealed = await time('renderSealedLease', (input, lang) => renderSealedLease(input, lang, SIGNATURES, 'https://hearth.example/verify'));
if (Math.max(document, sealed) > TARGET_P95_MS) console.log(`  p95 above the ${TARGET_P95_MS} ms target`);
