import { describe, expect, it } from 'vitest';
import { unsupportedFileType } from '../modules/upload/content-check.js';
import { DomainError, parseInput } from './domain-error.js';
import { icu } from './i18n.js';
import { profileUpdateSchema } from '../contracts/index.js';

describe('DomainError in the caller’s language', () => {
  it('an ICU message reads exactly as before in English, and places its value in French', () => {
    const error = new DomainError('CONFLICT', icu('This lease is {status}: only a pending lease can be accepted, declined or withdrawn.', { status: 'active' }));
    expect(error.message).toBe('This lease is active: only a pending lease can be accepted, declined or withdrawn.');
    expect(error.localized('en-CA').message).toBe(error.message);
    expect(error.localized('fr-CA').message).toBe('Ce bail est actif\u00a0: seul un bail en attente peut être accepté, refusé ou retiré.');
  });

  it("a 415's reason is a message too: English in details (same keys, same order), French when sent to a French caller", () => {
    const error = unsupportedFileType('media', icu('.{extension} files are not accepted.', { extension: 'exe' }));
    expect(Object.keys(error.details)).toEqual(['reason', 'supportedTypes']);
    expect(error.details.reason).toBe('.exe files are not accepted.');
    expect(error.localized('fr-CA')).toMatchObject({ message: 'Type de fichier non pris en charge', details: { reason: 'Les fichiers .exe ne sont pas acceptés.' } });
  });

  it('zod contract messages and their field issues follow the locale; a message without French stays English', () => {
    let error: DomainError | undefined;
    try {
      parseInput(profileUpdateSchema, { bio: 'b'.repeat(501) });
    } catch (caught) {
      error = caught as DomainError;
    }
    expect(error?.localized('fr-CA')).toEqual({ message: 'La présentation est trop longue', details: { issues: [{ path: 'bio', message: 'La présentation est trop longue' }] } });
    expect(new DomainError('BAD_REQUEST', 'Not in any catalog').localized('fr-CA').message).toBe('Not in any catalog');
  });
});
