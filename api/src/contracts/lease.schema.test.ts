import { describe, expect, it } from 'vitest';
import {
  CONTRACT_SIZE_MESSAGE,
  CONTRACT_TYPE_MESSAGE,
  END_AFTER_START_MESSAGE,
  LEASE_EMAIL_MESSAGE,
  LOWEST_RENT_MESSAGE,
  RENT_DUE_DAY_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  START_IN_PAST_MESSAGE,
  createLeaseSchema,
} from './lease.schema.js';

const today = '2027-03-15';
const schema = createLeaseSchema(today);
const valid = {
  propertyId: 7,
  tenantName: 'Tia Tenant',
  tenantEmail: 'tia@example.ca',
  monthlyRent: 2100,
  startDate: '2027-04-01',
  endDate: '2028-03-31',
};
const firstMessage = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('createLeaseSchema (validation rules Create lease)', () => {
  it('accepts a complete lease and fills optional fields with null', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, tenantPhone: null, terms: null, contractDocument: null, deposits: [], rentDueDay: 1, quebecLowestRentLast12Months: null, existingTenancy: false, lastIncreaseOn: null });
  });

  it('takes the rent due day 1 to 31 (1 by default) and the Québec lowest rent as a whole amount of 0 or more', () => {
    expect(schema.parse({ ...valid, rentDueDay: '31', quebecLowestRentLast12Months: '0' })).toMatchObject({ rentDueDay: 31, quebecLowestRentLast12Months: 0 });
    expect(schema.parse({ ...valid, rentDueDay: '', quebecLowestRentLast12Months: '' })).toMatchObject({ rentDueDay: 1, quebecLowestRentLast12Months: null });
    for (const rentDueDay of [0, 32, 1.5, 'first']) expect(firstMessage({ ...valid, rentDueDay })).toBe(RENT_DUE_DAY_MESSAGE);
    for (const lowest of [-1, 12.5, 'cheap']) expect(firstMessage({ ...valid, quebecLowestRentLast12Months: lowest })).toBe(LOWEST_RENT_MESSAGE);
  });

  it.each(['propertyId', 'monthlyRent', 'tenantEmail', 'tenantName'])('requires %s', (field) => {
    expect(firstMessage({ ...valid, [field]: undefined })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(firstMessage({ ...valid, [field]: '' })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(firstMessage({ ...valid, [field]: null })).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('treats a zero rent as missing and reads numeric strings from form fields', () => {
    expect(firstMessage({ ...valid, monthlyRent: 0 })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(schema.parse({ ...valid, monthlyRent: '1850', propertyId: '7' })).toMatchObject({ monthlyRent: 1850, propertyId: 7 });
  });

  it('checks the email against the simple pattern', () => {
    for (const email of ['tia', 'tia@example', 'tia @example.ca', '@example.ca']) {
      expect(firstMessage({ ...valid, tenantEmail: email })).toBe(LEASE_EMAIL_MESSAGE);
    }
    expect(schema.parse({ ...valid, tenantEmail: '  Tia@Example.CA ' }).tenantEmail).toBe('Tia@Example.CA');
  });

  it('refuses an end on or before the start', () => {
    expect(firstMessage({ ...valid, endDate: valid.startDate })).toBe(END_AFTER_START_MESSAGE);
    expect(firstMessage({ ...valid, endDate: '2027-03-31' })).toBe(END_AFTER_START_MESSAGE);
  });

  it('refuses a start before the given today, accepts today itself', () => {
    expect(firstMessage({ ...valid, startDate: '2027-03-14' })).toBe(START_IN_PAST_MESSAGE);
    expect(schema.safeParse({ ...valid, startDate: today }).success).toBe(true);
  });

  it('needs a start date before an end date, and real days', () => {
    expect(schema.safeParse({ ...valid, startDate: undefined }).success).toBe(false);
    expect(schema.safeParse({ ...valid, startDate: '2027-02-30' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, startDate: undefined, endDate: undefined }).success).toBe(true);
  });

  it('ignores the status and tenantId the client sends', () => {
    const parsed = schema.parse({ ...valid, status: 'active', tenantId: 99 });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('tenantId');
  });

  it('refuses unknown fields', () => {
    expect(schema.safeParse({ ...valid, landlordId: 3 }).success).toBe(false);
  });

  describe('contract document', () => {
    const contract = { name: 'lease.pdf', type: 'lease-agreement', ipfsHash: 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy', size: 1024 };

    it('accepts PDF, DOC, DOCX, TXT and RTF up to 10MB', () => {
      for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.txt', 'e.rtf']) {
        expect(schema.safeParse({ ...valid, contractDocument: { ...contract, name } }).success).toBe(true);
      }
      expect(schema.safeParse({ ...valid, contractDocument: { ...contract, size: 10 * 1024 * 1024 } }).success).toBe(true);
    });

    it('refuses other types and larger files', () => {
      expect(firstMessage({ ...valid, contractDocument: { ...contract, name: 'lease.exe' } })).toBe(CONTRACT_TYPE_MESSAGE);
      expect(firstMessage({ ...valid, contractDocument: { ...contract, name: 'lease' } })).toBe(CONTRACT_TYPE_MESSAGE);
      expect(firstMessage({ ...valid, contractDocument: { ...contract, size: 10 * 1024 * 1024 + 1 } })).toBe(CONTRACT_SIZE_MESSAGE);
      expect(schema.safeParse({ ...valid, contractDocument: { ...contract, type: 'image' } }).success).toBe(false);
      expect(schema.safeParse({ ...valid, contractDocument: { ...contract, ipfsHash: '../../etc/passwd' } }).success).toBe(false);
    });
  });
});
