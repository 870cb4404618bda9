import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Tests never read the real clock or date (README, Tests): a test that passes today and fails next month is a
// defect. Unit tests, stories and fixtures pin 'now' (a fixed Date given to the code's injected clock, or a fixed
// `today` prop); API tests of the real server place times relative to it through test/clock.ts, the one file that
// reads the clock. web/e2e drives the built app on the machine's clock and is proven by the faketime run instead.

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Test code of every workspace: tests, stories, fixtures, story helpers, API test helpers. */
const TEST_CODE = [
  { dir: 'api/src', file: /\.test\.ts$/ },
  { dir: 'api/test', file: /\.ts$/ },
  { dir: 'web/src', file: /\.test\.tsx?$|\.stories\.tsx$|^web\/src\/testing\// },
  { dir: 'web/scripts', file: /\.test\.ts$/ },
  { dir: 'design-system/src', file: /\.test\.tsx?$|\.stories\.tsx$|^design-system\/src\/storybook\// },
];
/** The clock helper, and this file (its patterns and samples). */
const ALLOWED = new Set(['api/test/clock.ts', 'api/test/guard-rails/real-clock.test.ts']);

/** Reads of the machine's clock or date, and helpers that read it for the caller. */
const CLOCK_READS: Array<[RegExp, string]> = [
  [/\bDate\.now\(/, 'a Date.now call'],
  [/\bnew Date\(\s*\)/, 'a Date made without arguments'],
  [/\blocalCalendarDay\(\s*\)/, 'localCalendarDay with no day (today by the clock)'],
  [/\bcalendarDayIn\(\s*[^,()]*\)/, 'calendarDayIn with a zone and no instant (today by the clock)'],
  [/\b(today|now)\(\s*getLocalTimeZone\(\)\s*\)/, '@internationalized/date today or now in the local zone'],
  [/\buseFakeTimers\(\s*\)/, 'vi.useFakeTimers with no `now` (starts at the real date)'],
  [/\bfaker\.date\./, 'faker dates (relative to the real date)'],
];

/** Comments out (their prose may name the clock); line numbers kept. */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

export function clockReads(source: string): string[] {
  const found: string[] = [];
  withoutComments(source)
    .split('\n')
    .forEach((line, index) => {
      for (const [pattern, name] of CLOCK_READS) if (pattern.test(line)) found.push(`${index + 1}: ${name}`);
    });
  return found;
}

function testFiles(): string[] {
  const files: string[] = [];
  for (const { dir, file } of TEST_CODE) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const path = relative(root, join(root, dir, entry)).split('\\').join('/');
      if (path.includes('node_modules') || !/\.(ts|tsx)$/.test(path)) continue;
      if (file.test(path) && !ALLOWED.has(path)) files.push(path);
    }
  }
  return files;
}

describe('no test reads the real clock', () => {
  it('finds each kind of clock read, and not a fixed date or a comment', () => {
    // The samples are assembled, so that this file itself holds no clock read for a scanner to find.
    const read = (callee: string, args = '') => `${callee}(${args})`;
    expect(clockReads(`const a = ${read('Date.now')};\nconst b = ${read('new Date', ' ')};\nconst c = ${read('localCalendarDay')};`)).toHaveLength(3);
    expect(clockReads([read('calendarDayIn', 'BOOKING_TIME_ZONE'), read('today', read('getLocalTimeZone')), read('vi.useFakeTimers'), read('faker.date.soon')].join('\n'))).toHaveLength(4);
    expect(clockReads(`new Date('2027-01-02T06:30:00Z'); calendarDayIn(ZONE, NOW); vi.useFakeTimers({ now: NOW }); // ${read('Date.now')}`)).toEqual([]);
  });

  it('in tests, stories and fixtures of api, web and design-system', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => clockReads(readFileSync(join(root, file), 'utf8')).map((read) => `${file}:${read}`));
    expect(offenders, 'pin now/today instead (see api/test/clock.ts)').toEqual([]);
  });
});
