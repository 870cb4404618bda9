import { describe, expect, it } from 'vitest';
import { registrationSchema } from './auth.schema.js';
import { createLeaseSchema } from './lease.schema.js';
import { PHONE_NUMBER_MESSAGE, WHATSAPP_NUMBER_MESSAGE, optionalPhoneNumber, requiredPhoneNumber, readPhoneNumber } from './phone-number.js';
import { profileUpdateSchema } from './profile.schema.js';

describe('readPhoneNumber (docs/product.md#validation-rules)', () => {
  it.each([
    ['416 555 0199', '+14165550199', '+1 416-555-0199'],
    ['604-555-0102', '+16045550102', '+1 604-555-0102'],
    ['(514) 555-0103', '+15145550103', '+1 514-555-0103'],
    ['+1 416 555 0199', '+14165550199', '+1 416-555-0199'],
    ['1 416 555 0199', '+14165550199', '+1 416-555-0199'],
    ['+44 20 7946 0958', '+442079460958', '+44 20 7946 0958'],
    ['  +14165550199 ', '+14165550199', '+1 416-555-0199'],
  ])('reads %j as %s (shown %j)', (input, e164, display) => {
    expect(readPhoneNumber(input)).toEqual({ e164, display });
  });

  it('reads a number without + as Canadian, never as another country (604 is Vancouver, not Malaysia +60)', () => {
    expect(readPhoneNumber('604-555-0102')?.e164).toBe('+16045550102');
    expect(readPhoneNumber('6045550102')?.e164).toBe('+16045550102');
  });

  it.each(['', '555-0102', '416 555 019', '+1234567890', '+0 416 555 0199', 'call me', '416 555 0199 ext 12', '416 555 0199x', 'tel: 416 555 0199', '+1 416 555 0199 +1', `416 555 0199${' '.repeat(30)}x`])(
    'refuses %j',
    (input) => {
      expect(readPhoneNumber(input)).toBeNull();
    },
  );
});

describe('the phone schemas', () => {
  it('store E.164 and refuse with one message', () => {
    const required = requiredPhoneNumber('WhatsApp number is required');
    expect(required.parse('416 555 0199')).toBe('+14165550199');
    expect(required.safeParse('').error?.issues[0]?.message).toBe('WhatsApp number is required');
    expect(required.safeParse('12345').error?.issues[0]?.message).toBe(PHONE_NUMBER_MESSAGE);
    expect(requiredPhoneNumber('WhatsApp number is required', WHATSAPP_NUMBER_MESSAGE).safeParse('12345').error?.issues[0]?.message).toBe(WHATSAPP_NUMBER_MESSAGE);
    expect(optionalPhoneNumber().parse('')).toBe('');
    expect(optionalPhoneNumber().parse(null)).toBeNull();
    expect(optionalPhoneNumber().parse(undefined)).toBeUndefined();
    expect(optionalPhoneNumber().safeParse('12345').error?.issues[0]?.message).toBe(PHONE_NUMBER_MESSAGE);
  });

  it('are the rule of sign-up, profile and leases alike', () => {
    const signUp = { name: 'Theo', email: 'theo@example.ca', password: 'secret1', role: 'tenant' as const };
    expect(registrationSchema.parse({ ...signUp, whatsapp: '416 555 0199' }).whatsapp).toBe('+14165550199');
    expect(profileUpdateSchema.parse({ whatsapp: '604-555-0102', phone: '(514) 555-0103' })).toEqual({ whatsapp: '+16045550102', phone: '+15145550103' });
    const lease = { propertyId: 7, tenantName: 'Tia', tenantEmail: 'tia@example.ca', monthlyRent: 2100 };
    expect(createLeaseSchema('2027-03-15').parse({ ...lease, tenantPhone: '+44 20 7946 0958' }).tenantPhone).toBe('+442079460958');
    expect(createLeaseSchema('2027-03-15').parse({ ...lease, tenantPhone: ' ' }).tenantPhone).toBeNull();
    expect(createLeaseSchema('2027-03-15').safeParse({ ...lease, tenantPhone: 'soon' }).error?.issues[0]?.message).toBe(PHONE_NUMBER_MESSAGE);
  });
});
