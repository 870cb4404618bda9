import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCad, formatDate } from '@hearth/design-system';
import type { ProfileReference, RentalProfile } from '../application.model';

/** The profile's facts in words, one per comparable line (the landlord's compare table and the detail list share them). */
export function profileFacts(profile: RentalProfile, i18n: I18n) {
  const { employer, jobTitle } = profile;
  const household = profile.householdSize;
  const income = profile.monthlyIncome != null ? formatCad(profile.monthlyIncome, i18n.locale) : null;
  return {
    work: employer && jobTitle ? i18n._(msg`${jobTitle} at ${employer}`) : (employer ?? jobTitle ?? i18n._(msg`Not given`)),
    income: income != null ? i18n._(msg`${income}/month`) : i18n._(msg`Not given`),
    household: household != null ? i18n._(msg({ message: plural(household, { one: '# person', other: '# people' }) })) : i18n._(msg`Not given`),
    pets: profile.pets ?? i18n._(msg`No pets`),
    moveIn: profile.moveInDate ? formatDate(profile.moveInDate, i18n.locale) : i18n._(msg`Flexible`),
  };
}

/** 'Marie Roy (former landlord): marie@example.ca'. */
export const referenceLine = ({ name, relation, contact }: ProfileReference, i18n: I18n) => i18n._(msg`${name} (${relation}): ${contact}`);
