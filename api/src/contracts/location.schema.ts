import { z } from 'zod';
import type { Province } from './provinces.js';

export const POSTAL_CODE_MESSAGE = 'Please enter a valid Canadian postal code (e.g. K1A 0B1).';
export const POSTAL_CODE_PROVINCE_MESSAGE = 'This postal code is not in the selected province.';
export const PIN_OUTSIDE_CANADA_MESSAGE = 'The map pin must be in Canada.';

/**
 * Canada Post's format: letter digit letter, digit letter digit. D F I O Q U are never used (they read like
 * digits), W and Z never start a code.
 */
const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Upper case with one space in the middle ('k1a0b1' -> 'K1A 0B1'), or null when it is not a postal code. */
export function normalizePostalCode(value: string): string | null {
  const compact = value.trim().toUpperCase().replace(/[\s-]+/g, '');
  if (!POSTAL_CODE_PATTERN.test(compact)) return null;
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** A postal code's first letter (its postal district) names its province; X and Y are the territories. */
const DISTRICTS: Record<Province, string> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
};

export const isPostalCodeInProvince = (postalCode: string, province: Province): boolean => DISTRICTS[province].includes(postalCode[0]!);

/** Optional postal code: blank means none; anything else must be a Canadian one and is stored normalised. */
export const postalCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: POSTAL_CODE_MESSAGE })
    .max(10, POSTAL_CODE_MESSAGE)
    .transform((value, ctx) => {
      const normalized = normalizePostalCode(value);
      if (normalized === null) ctx.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGE });
      return normalized ?? value;
    })
    .nullish(),
);

/** Canada's rough bounding box (west, south, east, north): a landlord's pin outside it is a slip of the mouse. */
export const CANADA_BOUNDS = { west: -141.1, south: 41.6, east: -52.5, north: 83.2 } as const;

const coordinate = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? null : value),
    z.number({ error: `${label} must be a number` }).min(min, PIN_OUTSIDE_CANADA_MESSAGE).max(max, PIN_OUTSIDE_CANADA_MESSAGE).nullish(),
  );

/** Where the landlord put the pin; both or neither (absent: the server geocodes the address). */
export const pinFields = {
  latitude: coordinate('Latitude', CANADA_BOUNDS.south, CANADA_BOUNDS.north),
  longitude: coordinate('Longitude', CANADA_BOUNDS.west, CANADA_BOUNDS.east),
};
export const PIN_PAIR_MESSAGE = 'Latitude and longitude go together.';
