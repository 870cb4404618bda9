import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../app/create-i18n';
import { toProfileUpdate as toUpdate } from './edit-profile-form';

const en = await createI18n('en-CA', ['user', 'api']);
const toProfileUpdate = (v: Parameters<typeof toUpdate>[0]) => toUpdate(v, en);

const values = { name: 'Maya Chen', whatsapp: '+14165550123', phone: '', bio: '', location: 'Toronto, Canada' };

describe('toProfileUpdate (validation rules profile)', () => {
  it('accepts a valid profile; empty optional fields clear them', () => {
    expect(toProfileUpdate(values)).toEqual({ ok: true, input: { ...values } });
  });
  it('requires a name on the edit screen', () => {
    expect(toProfileUpdate({ ...values, name: ' ' })).toMatchObject({ ok: false, errors: { name: 'Name is required' } });
  });
  it('checks WhatsApp and phone with the phone rule and the bio length', () => {
    const result = toProfileUpdate({ ...values, whatsapp: '+0123', phone: '+12', bio: 'x'.repeat(501) });
    expect(result).toEqual({ ok: false, errors: { whatsapp: 'WhatsApp number must be in E.164 format (e.g., +1234567890)', phone: 'Phone number must be in E.164 format (e.g., +1234567890)', bio: 'Bio is too long' } });
  });
  it('saves a number written the Canadian way in E.164 (604 is Vancouver, not Malaysia)', () => {
    expect(toProfileUpdate({ ...values, whatsapp: '604-555-0102', phone: '(514) 555-0103' })).toEqual({
      ok: true,
      input: { ...values, whatsapp: '+16045550102', phone: '+15145550103' },
    });
  });
});
