import { describe, expect, it } from 'vitest';
import {
  DISCRIMINATORY_WORDING,
  findDiscriminatoryWording,
  GROUND_NAMES,
  screenListingText,
  statedExceptions,
  WORDING_SOURCES,
} from './discriminatory-wording.js';
import { PASSING_SENTENCES, REFUSED_SENTENCES } from './discriminatory-wording.fixtures.js';

describe('the discriminatory wording table', () => {
  it('holds at least 25 refused and 25 passing sentences, in both languages', () => {
    expect(REFUSED_SENTENCES.length).toBeGreaterThanOrEqual(25);
    expect(PASSING_SENTENCES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(REFUSED_SENTENCES)('refuses %j (%s)', (sentence, ground) => {
    const findings = findDiscriminatoryWording(sentence, 'en-CA');
    expect(findings.map((finding) => finding.ground)).toContain(ground);
    for (const finding of findings) {
      // The words as written (accents, case and typographic apostrophes kept), found inside the sentence.
      expect(sentence).toContain(finding.words);
      expect(finding.words.length).toBeGreaterThan(1);
    }
  });

  it.each(PASSING_SENTENCES.map((sentence) => [sentence]))('lets %j through', (sentence) => {
    expect(findDiscriminatoryWording(sentence, 'en-CA')).toEqual([]);
  });

  it('names the words as written, the ground, and guidance and a rewrite in the caller’s language', () => {
    const [english] = findDiscriminatoryWording('Lovely flat. NO KIDS please.', 'en-CA');
    expect(english).toMatchObject({ rule: 'no-children', words: 'NO KIDS', ground: 'familyStatus', source: WORDING_SOURCES.ohrcAds });
    expect(english!.guidance).toMatch(/family status/);
    const [french] = findDiscriminatoryWording('Beau 4 ½, pas d’enfants.', 'fr-CA');
    expect(french).toMatchObject({ words: 'pas d’enfants', ground: 'familyStatus' });
    expect(french!.guidance).toMatch(/situation familiale/);
    expect(french!.suggestion).toMatch(/occupants/);
  });

  it('is accent, case, spacing and inflection tolerant', () => {
    expect(findDiscriminatoryWording('IDEAL POUR  JEUNE   COUPLE', 'fr-CA')[0]?.words).toBe('IDEAL POUR  JEUNE   COUPLE');
    expect(findDiscriminatoryWording('Pas de B.S.', 'fr-CA')[0]?.ground).toBe('publicAssistance');
    expect(findDiscriminatoryWording('Professional only', 'en-CA')[0]?.ground).toBe('employment');
    expect(findDiscriminatoryWording('Travailleuses uniquement', 'fr-CA')[0]?.ground).toBe('employment');
  });

  it('matches whole words only', () => {
    expect(findDiscriminatoryWording('Know kids? No kidding, the park is great.', 'en-CA')).toEqual([]);
    expect(findDiscriminatoryWording('Piano children lessons nearby; no childcare on site.', 'en-CA')).toEqual([]);
  });

  it('lets family and age wording through in housing designated for seniors', () => {
    const text = 'Adults only, no children: a 55+ building with an elevator.';
    expect(findDiscriminatoryWording(text, 'en-CA')).toHaveLength(2);
    const exceptions = statedExceptions([text]);
    expect([...exceptions]).toEqual(['seniorsHousing']);
    expect(findDiscriminatoryWording(text, 'en-CA', exceptions)).toEqual([]);
    expect(statedExceptions(['Résidence pour aînés, adultes seulement.']).has('seniorsHousing')).toBe(true);
    // Seniors' housing does not allow refusing people on assistance.
    expect(screenListingText({ title: 'Seniors’ residence', description: 'No ODSP.' }, 'en-CA').map((f) => f.ground)).toEqual(['publicAssistance']);
  });

  it('lets wording through when the tenant shares the kitchen or bathroom with the owner, except in Québec', () => {
    const fields = { title: 'Room for rent, female only', description: 'You share the kitchen and bathroom with the owner.' };
    expect(screenListingText(fields, 'en-CA', 'ON')).toEqual([]);
    expect(screenListingText(fields, 'en-CA', 'BC')).toEqual([]);
    expect(screenListingText(fields, 'en-CA', 'QC').map((f) => [f.field, f.ground])).toEqual([['title', 'sex']]);
    const french = { titleFr: 'Chambre, femmes seulement', descriptionFr: 'Cuisine partagée avec la propriétaire.' };
    expect(screenListingText(french, 'fr-CA', 'ON')).toEqual([]);
  });

  it('lets one-sex wording through in a shared home, and nothing else', () => {
    expect(screenListingText({ title: 'Female roommate only', description: 'Shared apartment downtown.' }, 'en-CA')).toEqual([]);
    expect(screenListingText({ title: 'Roommate wanted', description: 'No ODSP.' }, 'en-CA').map((f) => f.ground)).toEqual(['publicAssistance']);
  });

  it('screens every field of a listing and says which', () => {
    const findings = screenListingText({ title: 'Nice flat', description: 'No kids.', titleFr: 'Beau logement', descriptionFr: 'Pas de BS.' }, 'fr-CA');
    expect(findings.map((finding) => [finding.field, finding.words, finding.ground])).toEqual([
      ['description', 'No kids', 'familyStatus'],
      ['descriptionFr', 'Pas de BS', 'publicAssistance'],
    ]);
  });

  it('gives every rule a ground, guidance, a rewrite and a source in both languages', () => {
    for (const rule of DISCRIMINATORY_WORDING) {
      expect(GROUND_NAMES[rule.ground]).toBeDefined();
      expect(WORDING_SOURCES[rule.source]).toMatch(/^https:\/\//);
      for (const text of [rule.guidance, rule.suggestion]) {
        expect(text.en.length).toBeGreaterThan(10);
        expect(text.fr.length).toBeGreaterThan(10);
      }
    }
  });

  it('screens a listing with two full-length descriptions in milliseconds (a compiled table)', () => {
    const description = 'Bright, renovated apartment close to schools, transit and parks. '.repeat(80).slice(0, 5000);
    const screen = () => screenListingText({ title: 'Bright flat', description, titleFr: 'Logement', descriptionFr: description }, 'en-CA');
    for (let run = 0; run < 20; run += 1) screen();
    const started = performance.now();
    for (let run = 0; run < 100; run += 1) screen();
    // About 1.4 ms on the shared 2-core machine; the bound leaves room for a busy neighbour.
    expect((performance.now() - started) / 100).toBeLessThan(15);
  });
});
