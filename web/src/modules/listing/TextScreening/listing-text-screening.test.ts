import { describe, expect, it } from 'vitest';
import { findingsByField, shownFindings } from './listing-text-screening';
import { flaggedFindings } from '../../../testing/fixtures/listing-text';

describe('listing text screening in the form', () => {
  it('runs the shared table: each flagged field gets its findings, guidance in the screen’s language', () => {
    const english = flaggedFindings('en-CA');
    expect(english.title?.map((finding) => [finding.words, finding.ground])).toEqual([['professionals only', 'employment']]);
    expect(english.description?.map((finding) => [finding.words, finding.ground])).toEqual([
      ['No kids', 'familyStatus'],
      ['no ODSP', 'publicAssistance'],
    ]);
    expect(flaggedFindings('fr-CA').description?.[0]?.guidance).toMatch(/situation familiale/);
  });

  it('keeps the server’s findings of its fields, and shows the table’s own first', () => {
    const server = findingsByField([
      { field: 'titleFr', words: 'pas de BS', ground: 'publicAssistance', guidance: 'g', suggestion: 's' },
      { field: 'nope', words: 'x', ground: 'age', guidance: 'g', suggestion: 's' },
      { field: 'title', words: 'No kids', ground: 'familyStatus', guidance: 'server', suggestion: 's' },
    ]);
    expect(Object.keys(server)).toEqual(['titleFr', 'title']);
    const shown = shownFindings({ title: [{ words: 'No kids', ground: 'familyStatus', guidance: 'table', suggestion: 's' }] }, server);
    expect(shown.title?.[0]?.guidance).toBe('table');
    expect(shown.titleFr?.[0]?.words).toBe('pas de BS');
    expect(shownFindings({}, {})).toEqual({});
  });
});
