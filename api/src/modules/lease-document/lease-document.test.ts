import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { flat, pdfCodePoints, pdfPages, pdfText } from '../../../test/pdf-text.js';
import { LEASE_COPY_DEADLINES, PROVINCE_LEASE_FORMS, PROVINCES } from '../../contracts/index.js';
import { renderLeaseDocument, renderSealedLease, type LeaseDocumentInput } from './index.js';
import type { Block } from './lease-document.content.js';
import { leaseDocumentParts } from './lease-document.js';
import { formatDay, formatInstant, formatMoney, ordinalDay } from './lease-document.format.js';
import { sampleLease } from './lease-document.fixtures.js';
import { FONT_FILES, fontPath } from './pdf-engine.js';

const lease = sampleLease;

/** `needles` appear in `text` in this order. */
function expectInOrder(text: string, needles: string[]): void {
  let from = 0;
  for (const needle of needles) {
    const at = text.indexOf(needle, from);
    expect(at, `"${needle}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + needle.length;
  }
}

const read = async (input: LeaseDocumentInput, lang: 'en' | 'fr') => flat(await pdfText(await renderLeaseDocument(input, lang)));

describe('formats', () => {
  it('writes money as the web app does: $2,300 and 2 300 $ with no-break spaces', () => {
    expect(formatMoney(2300, 'en')).toBe('$2,300');
    expect(formatMoney(2300, 'fr')).toBe('2\u00a0300\u00a0$');
    expect(formatMoney(1234567, 'en')).toBe('$1,234,567');
  });

  it('writes due days as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((day) => ordinalDay(day, 'en'))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
    expect([1, 2, 31].map((day) => ordinalDay(day, 'fr'))).toEqual(['1er', '2', '31']);
  });

  it('writes calendar days in words and instants in the province’s zone, the time kept with its zone', () => {
    expect(formatDay('2027-03-01', 'en')).toBe('March 1, 2027');
    expect(formatDay('2027-03-01', 'fr')).toBe('1er mars 2027');
    expect(formatDay('2027-03-15', 'fr')).toBe('15 mars 2027');
    expect(formatInstant('2026-07-01T16:00:00.000Z', 'BC', 'en')).toContain('9:00\u00a0a.m.\u00a0PDT');
    expect(formatInstant('2026-07-01T16:00:00.000Z', 'NL', 'en')).toContain('1:30\u00a0p.m.\u00a0NDT');
  });

  it('shows an empty phone as not given', async () => {
    expect(await read(lease({ tenant: { name: 'Jean Tremblay', email: 'jean@example.com', phone: '  ' } }), 'en')).toContain('Phone Not given');
  });
});

describe('fonts', () => {
  // Fonts ship in the dejavu-fonts-ttf package: every glyph French text and amounts need is in each file used.
  const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
    openSync(path: string): { hasGlyphForCodePoint(codePoint: number): boolean };
  };
  const NEEDED = 'éèêëàâçîïôûùÉÈÀÇÔœ«»’–—nº²$\u00a0\u202f';
  it.each(Object.keys(FONT_FILES) as Array<keyof typeof FONT_FILES>)('%s has the accents, « », U+00A0 and U+202F', (name) => {
    const font = fontkit.openSync(fontPath(name));
    expect([...NEEDED].filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!))).toEqual([]);
  });

  it('embeds the no-break space of French amounts as U+00A0, so a copy of the text keeps it', async () => {
    const pdf = await renderLeaseDocument(lease({ deposits: [{ kind: 'last-month-rent', amount: 2300 }] }), 'fr');
    expect(pdfCodePoints(pdf).has(0xa0)).toBe(true);
  });
});

describe('determinism', () => {
  it('gives the same bytes for the same input, whatever was rendered before', async () => {
    const first = await renderLeaseDocument(lease(), 'en');
    await renderLeaseDocument(lease({ province: 'QC', deposits: [] }), 'en');
    await renderSealedLease(lease(), 'fr', [{ role: 'tenant', name: 'Jean Tremblay', signedAt: '2026-11-21T02:00:00.000Z', documentSha256: 'a'.repeat(64) }], 'https://hearth.test/verify');
    const again = await renderLeaseDocument(lease(), 'en');
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it('takes its dates and file id from createdAt, not the clock', async () => {
    const pdf = Buffer.from(await renderLeaseDocument(lease(), 'en')).toString('latin1');
    expect(pdf).toMatch(/\/CreationDate (\d+) 0 R/);
    expect(pdf).toContain(`${/\/CreationDate (\d+) 0 R/.exec(pdf)![1]} 0 obj\n(D:20261120153000Z)`);
    const later = Buffer.from(await renderLeaseDocument(lease({ createdAt: '2026-11-20T15:30:01.000Z' }), 'en')).toString('latin1');
    const fileId = (text: string) => /\/ID \[<([0-9a-f]+)>/.exec(text)?.[1];
    expect(fileId(pdf)).toBeDefined();
    expect(fileId(later)).not.toBe(fileId(pdf));
  });
});

describe('Ontario: the Standard Form of Lease', () => {
  const ontario = lease({ deposits: [{ kind: 'last-month-rent', amount: 2300 }, { kind: 'key', amount: 150 }] });

  it('in English: its 17 sections in order, the parties, the amounts, the due day, deposits and the 21-day note', async () => {
    const pdf = await renderLeaseDocument(ontario, 'en');
    const pages = await pdfPages(pdf);
    const text = flat(pages.join('\n'));
    expectInOrder(text, ['Residential lease / Bail de logement', 'Hearth lease no. 4207 · Ontario', 'Prepared on November 20, 2026']);
    expectInOrder(text, [
      '1. Parties to the agreement', '2. Rental unit', '3. Contact information', '4. Term of tenancy agreement', '5. Rent',
      '6. Services and utilities', '7. Rent discounts', '8. Rent deposit', '9. Key deposit', '10. Smoking', '11. Tenant’s insurance',
      '12. Changes to the rental unit', '13. Maintenance and repairs', '14. Assignment and subletting', '15. Additional terms',
      '16. Changes to this agreement', '17. Signatures',
    ]);
    expectInOrder(text, ['Landlord', 'Maria Santos', 'maria.santos@example.com', '+1 416-555-0101', 'Tenant', 'Jean Tremblay', 'jean.tremblay@example.com', 'Not given']);
    expect(text).toContain('123 Queen St W, Unit 4, Toronto, Ontario M5H 2M9');
    expect(text).toContain('$2,300 a month');
    expect(text).toContain('On the 1st day of each month');
    expect(text).toContain('Rent deposit: $2,300, to be applied to the rent of the last month');
    expect(text).toContain('Key deposit: $150, refunded');
    expect(text).toContain('Fixed term, from January 1, 2027 to December 31, 2027.');
    expect(text).toContain('Central Heating, Dishwasher');
    expect(text).toContain('Snow removal by the landlord.');
    expect(text).toMatch(/Notice to the landlord: the tenant must receive a copy of this lease signed by both parties within 21 days after signing it/);
    expect(text).toContain('(Residential Tenancies Act, 2006, s. 12(2) and (4))');
    expect(text).toContain('April 30, 2018');
    pages.forEach((page, index) => expect(flat(page)).toContain(`Hearth lease no. 4207 · Page ${index + 1} of ${pages.length}`));
  });

  it('in French: the same sections, amounts as French writes them', async () => {
    const text = await read(ontario, 'fr');
    expectInOrder(text, ['1. Parties à la convention', '2. Logement locatif', '3. Coordonnées', '4. Durée de la convention de location', '5. Loyer', '15. Conditions supplémentaires', '17. Signatures']);
    expect(text).toContain('2 300 $ par mois');
    expect(text).toContain('Le 1er jour de chaque mois');
    expect(text).toContain('Dépôt de loyer : 2 300 $');
    expect(text).toContain('Dépôt pour les clés : 150 $');
    expect(text).toContain('Bail Hearth nº 4207 · Ontario');
    expect(text).toContain('Durée fixe, du 1er janvier 2027 au 31 décembre 2027.');
    expect(text).toMatch(/Avis au locateur : le locataire doit recevoir une copie de ce bail signée par les deux parties dans les 21 jours/);
    expect(text).not.toContain('Not given');
  });
});

describe('Québec: the TAL form, French first', () => {
  const SECTIONS_FR = ['A. Entre les soussignés', 'B. Description et destination', 'C. Durée du bail', 'D. Loyer', 'E. Services et conditions', 'F. Restrictions', 'G. Avis au nouveau locataire', 'H. Signatures', 'I. Avis de résidence familiale', 'J. '];
  const quebec = lease({ province: 'QC', unit: { ...lease().unit, city: 'Montréal', address: '4500 rue Saint-Denis', postalCode: 'H2J 2L3' } });

  it('in French: sections A to J in order, Section G not declared when the landlord has not declared it', async () => {
    const text = await read(quebec, 'fr');
    expectInOrder(text, SECTIONS_FR);
    expect(text).toContain('non déclaré par le locateur');
    expect(text).toContain('formulaire obligatoire du Tribunal administratif du logement');
    expect(text).toContain('fichier contractuel de ce bail');
    expect(text).toMatch(/dans les 10 jours de sa conclusion \(Code civil du Québec, art\. 1895\)/);
    expect(text).toContain('2 300 $ par mois');
    expect(text).toContain('La province n’autorise aucun dépôt');
    expect(text).not.toContain('Courtesy translation');
  });

  it('Section G prints the lowest rent the landlord declared, never a guess', async () => {
    const text = await read({ ...quebec, quebecLowestRentLast12Months: 1950 }, 'fr');
    expect(text).toContain('Loyer le plus bas payé au cours des douze mois précédant le début du bail (ou loyer fixé par le Tribunal au cours de cette période) : 1 950 $.');
    expect(text).not.toContain('non déclaré');
  });

  it('asked in English: the French lease first, then an English courtesy translation that says the French is the lease', async () => {
    const text = await read({ ...quebec, quebecLowestRentLast12Months: 1950 }, 'en');
    expectInOrder(text, [...SECTIONS_FR, 'Courtesy translation. The French version above is the lease', 'A. Between the undersigned', 'G. Notice to a new lessee', 'J. ']);
    expect(text).toContain('Lowest rent paid in the twelve months before the lease begins (or rent fixed by the Tribunal in that time): $1,950.');
    expect(text).toContain('Bail Hearth nº 4207 · Québec / Hearth lease no. 4207 · Quebec');
  });
});

describe('British Columbia, Alberta and the other provinces: standard terms and the copy deadline', () => {
  it('British Columbia in English: the standard terms of the act and its Schedule, a copy within 21 days, deposits as allowed', async () => {
    const text = await read(lease({ province: 'BC', deposits: [{ kind: 'security', amount: 1150 }, { kind: 'pet', amount: 500 }] }), 'en');
    expectInOrder(text, ['1. Parties', '2. Rental unit', '3. Term', '4. Rent', '5. Deposits', '6. Additional terms', '7. Standard terms', '8. Copy of the lease', '9. Signatures']);
    expect(text).toContain('Security deposit $1,150');
    expect(text).toContain('Pet damage deposit $500');
    expect(text).toContain('may not exceed half a month of rent');
    expect(text).toContain('Residential Tenancy Act, ss. 12–14; Residential Tenancy Regulation, Schedule');
    expect(text).toContain('within 21 days (Residential Tenancy Act, s. 13(3))');
  });

  it('British Columbia in French', async () => {
    const text = await read(lease({ province: 'BC', deposits: [{ kind: 'security', amount: 1150 }] }), 'fr');
    expectInOrder(text, ['1. Parties', '2. Logement', '3. Durée', '4. Loyer', '5. Dépôts', '6. Conditions supplémentaires', '7. Conditions types', '8. Copie du bail', '9. Signatures']);
    expect(text).toContain('Dépôt de garantie 1 150 $');
    expect(text).toContain('situé en Colombie-Britannique');
    expect(text).toContain('dans les 21 jours');
  });

  it('Alberta in both languages: month to month, a late due day, the copy deadline', async () => {
    const alberta = lease({ province: 'AB', term: { startDate: '2027-02-01', endDate: null }, rentDueDay: 31, deposits: [{ kind: 'security', amount: 2300 }] });
    const en = await read(alberta, 'en');
    expect(en).toContain('Month to month, starting on February 1, 2027.');
    expect(en).toContain('On the 31st day of each month (in a month without that day, on its last day)');
    expect(en).toContain('Security deposit $2,300');
    expect(en).toContain('Residential Tenancies Act (Alberta)');
    expect(en).toMatch(/within 21 days/);
    const fr = await read(alberta, 'fr');
    expect(fr).toContain('Au mois, à compter du 1er février 2027.');
    expect(fr).toContain('Le 31 jour de chaque mois (le dernier jour du mois qui n’a pas ce jour)');
    expect(fr).toContain('situé en Alberta');
  });

  it('Nova Scotia: its own act and deadline, and no phone shown as not given', async () => {
    const text = await read(lease({ province: 'NS', landlord: { name: 'Ann Lee', email: 'ann@example.com', phone: null } }), 'en');
    expect(text).toContain('Hearth lease no. 4207 · Nova Scotia');
    expect(text).toContain('Residential Tenancies Act (Nova Scotia)');
    expect(text).toMatch(/within 10 days/);
    expect(text).toContain('123 Queen St W, Unit 4, Toronto, Nova Scotia M5H 2M9');
  });
});

describe('every province, in both languages', () => {
  // Each province's copy rule, and what its law has every lease say, read back from the document.
  const plain = (value: string) => flat(value.replaceAll('\u00a0', ' '));
  it.each(PROVINCES.flatMap((province) => (['en', 'fr'] as const).map((lang) => [province, lang] as const)))('%s in %s', async (province, lang) => {
    const text = plain(await read(lease({ province, deposits: [] }), lang));
    const { days, law } = LEASE_COPY_DEADLINES[province];
    if (days == null) expect(text).toContain(lang === 'en' ? 'Hearth could not confirm when the landlord must give the tenant a copy' : 'Hearth n’a pas pu vérifier le délai');
    else if (days === 0) expect(text).toContain(lang === 'en' ? 'each keep an original of this lease signed by both' : 'gardent chacun un original de ce bail');
    else expect(text).toContain(lang === 'en' ? `within ${days} days` : `dans les ${days} jours`);
    if (days != null) expect(text).toContain(plain(law[lang]));
    for (const note of PROVINCE_LEASE_FORMS[province].notes) expect(text).toContain(plain(note[lang]));
    const unverified = !PROVINCE_LEASE_FORMS[province].verified || !LEASE_COPY_DEADLINES[province].verified;
    if (province !== 'ON' && province !== 'QC') expect(text.includes(lang === 'en' ? 'Hearth could not confirm' : 'Hearth n’a pas pu vérifier')).toBe(unverified);
  });
});

it('French text puts a no-break space before : ; ! ? in every province', () => {
  const texts = (block: Block): string[] => (block.kind === 'facts' ? block.rows.flat() : [block.text]);
  for (const province of PROVINCES) {
    const french = leaseDocumentParts(lease({ province, additionalTerms: null }), 'fr')[0];
    const all = [...french.preamble, ...french.sections.flatMap((section) => [{ kind: 'text' as const, text: section.title }, ...section.blocks])].flatMap(texts);
    expect(all.filter((text) => /[^\u00a0][:;!?]/.test(text)), province).toEqual([]);
  }
});

describe('the sealed copy', () => {
  const signatures = [
    { role: 'landlord' as const, name: 'Maria Santos', signedAt: '2026-11-21T14:00:00.000Z', documentSha256: 'ab'.repeat(32) },
    { role: 'tenant' as const, name: 'Jean Tremblay', signedAt: '2026-11-22T01:30:00.000Z', documentSha256: 'ab'.repeat(32) },
  ];

  it('is the document followed by a signature page: names, roles, times in the province’s zone, the hash, how to verify', async () => {
    const document = await pdfPages(await renderLeaseDocument(lease(), 'en'));
    const sealed = await pdfPages(await renderSealedLease(lease(), 'en', signatures, 'https://hearth.test/verify'));
    expect(sealed).toHaveLength(document.length + 1);
    const last = flat(sealed.at(-1)!);
    expectInOrder(last, ['Signature page', 'Hearth lease no. 4207', 'Landlord', 'Maria Santos', 'Sat, Nov 21, 2026, 9:00 a.m. EST', 'Tenant', 'Jean Tremblay', 'Sat, Nov 21, 2026, 8:30 p.m. EST']);
    expect(last).toContain('ab'.repeat(32));
    expect(last).toContain('https://hearth.test/verify');
    expect(flat(sealed[0])).toContain('1. Parties to the agreement');
  });

  it('in French, and in British Columbia’s time zone', async () => {
    const last = flat((await pdfPages(await renderSealedLease(lease({ province: 'BC' }), 'fr', signatures, 'https://hearth.test/verify'))).at(-1)!);
    expectInOrder(last, ['Page des signatures', 'Locateur', 'Maria Santos', 'Locataire', 'Jean Tremblay']);
    expect(last).toMatch(/sam\. 21 nov\. 2026, 6 h 00 HAP|21 nov\. 2026/);
    expect(last).toContain('Empreinte SHA-256 du document signé');
  });

  it('a Québec lease asked in English is sealed with the signature page in French, then English', async () => {
    const last = flat((await pdfPages(await renderSealedLease(lease({ province: 'QC' }), 'en', signatures, 'https://hearth.test/verify'))).at(-1)!);
    expectInOrder(last, ['Page des signatures', 'Signature page']);
  });
});
