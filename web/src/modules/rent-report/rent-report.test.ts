import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/create-i18n';
import { citySlug, rentReportCityPath } from '@hearth/api/contracts/rent-report';
import { provinceOfSegment } from '../../lib/rent-report-path';
import { nationalRows } from '../../testing/fixtures/rent-report';
import { cityReport, formatChange, provinceGroups } from './rent-report';

describe('report addresses', () => {
  it('writes a city as its slug: no accents, lower case, other characters one hyphen', () => {
    expect(citySlug('Toronto')).toBe('toronto');
    expect(citySlug('Montréal')).toBe('montreal');
    expect(citySlug("St. John's")).toBe('st-john-s');
    expect(citySlug('Trois-Rivières')).toBe('trois-rivieres');
    expect(citySlug('  Grand  Sudbury ')).toBe('grand-sudbury');
    expect(rentReportCityPath('QC', 'Québec')).toBe('/rent-report/qc/quebec');
  });

  it('reads a province segment in any case, and nothing else', () => {
    expect(provinceOfSegment('on')).toBe('ON');
    expect(provinceOfSegment('Qc')).toBe('QC');
    expect(provinceOfSegment('xx')).toBeNull();
    expect(provinceOfSegment(undefined)).toBeNull();
  });
});

describe('the national table', () => {
  it("groups the rows of all types by province, provinces by name in the reader's language, cities then bedrooms", async () => {
    const english = provinceGroups(nationalRows, await createI18n('en-CA', []));
    expect(english.map((group) => group.label)).toEqual(['Alberta', 'British Columbia', 'Nova Scotia', 'Ontario', 'Quebec']);
    const ontario = english.find((group) => group.province === 'ON')!;
    expect(ontario.rows.map((row) => `${row.city} ${row.bedrooms}`)).toEqual(['Ottawa 1', 'Ottawa 2', 'Toronto 0', 'Toronto 1', 'Toronto 2', 'Toronto 3']);
    expect(ontario.rows.every((row) => row.propertyType === null)).toBe(true);
    const french = provinceGroups(nationalRows, await createI18n('fr-CA', []));
    expect(french.map((group) => group.label)).toEqual(['Alberta', 'Colombie-Britannique', 'Nouvelle-Écosse', 'Ontario', 'Québec']);
  });
});

describe("a city's page", () => {
  it('finds its city by slug, with its rows of all types and its property types per bedroom count', () => {
    const toronto = cityReport(nationalRows, 'ON', 'toronto')!;
    expect(toronto.city).toBe('Toronto');
    expect(toronto.allTypes.map((row) => row.bedrooms)).toEqual([0, 1, 2, 3]);
    expect(toronto.byType.map((group) => [group.bedrooms, group.rows.map((row) => row.propertyType)])).toEqual([
      [1, ['apartment', 'condo']],
      [2, ['apartment', 'condo', 'house_attached']],
    ]);
    expect(cityReport(nationalRows, 'QC', 'montreal')!.city).toBe('Montréal');
    expect(cityReport(nationalRows, 'ON', 'montreal')).toBeNull();
    expect(cityReport(nationalRows, 'ON', 'nowhere')).toBeNull();
  });
});

describe('changes on screen', () => {
  it('are whole percents with their sign, in the reader’s typography; none without a sample', () => {
    expect(formatChange(-6.2, 'en-CA')).toBe('-6%');
    expect(formatChange(2.5, 'en-CA')).toBe('+3%');
    expect(formatChange(0.2, 'en-CA')).toBe('0%');
    expect(formatChange(4.1, 'fr-CA')).toBe('+4\u00a0%');
    expect(formatChange(null, 'fr-CA')).toBeNull();
  });
});
