import { instantInZone } from '@hearth/design-system';
import { VIEWING_PROPOSAL_FIRST_HOUR, VIEWING_PROPOSAL_LAST_HOUR, VIEWING_PROPOSAL_MAX_DAYS, VIEWING_PROPOSALS_MAX } from '@hearth/api/contracts/viewing.schema';

/** Up to three date-times as a native datetime-local input gives them ('2026-11-24T18:00'), on the listing's wall clock. */
export type ProposedTimeFields = string[];

export const PROPOSAL_SLOTS = VIEWING_PROPOSALS_MAX;
export const emptyProposals = (): ProposedTimeFields => Array.from({ length: PROPOSAL_SLOTS }, () => '');

type Messages = Record<'required' | 'past' | 'hours' | 'tooFar' | 'duplicate', string>;
export type ProposalErrors = Partial<Record<number, string>>;

const DAY_MS = 24 * 3600_000;
const instantOf = (value: string, timeZone: string) => instantInZone(value.slice(0, 10), value.slice(11, 16), timeZone);

/** Each field's error (none when the form can be sent), in the caller's words: the API's rules, said before it is asked. */
export function proposalErrors(fields: ProposedTimeFields, timeZone: string, now: Date, m: Messages): ProposalErrors {
  const errors: ProposalErrors = {};
  const seen = new Set<string>();
  fields.forEach((value, index) => {
    if (!value) return;
    const instant = instantOf(value, timeZone);
    const at = Date.parse(instant);
    const minutes = Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16));
    if (at <= now.getTime()) errors[index] = m.past;
    else if (at > now.getTime() + VIEWING_PROPOSAL_MAX_DAYS * DAY_MS) errors[index] = m.tooFar;
    else if (minutes < VIEWING_PROPOSAL_FIRST_HOUR * 60 || minutes > VIEWING_PROPOSAL_LAST_HOUR * 60) errors[index] = m.hours;
    else if (seen.has(instant)) errors[index] = m.duplicate;
    seen.add(instant);
  });
  if (!fields.some(Boolean)) errors[0] = m.required;
  return errors;
}

/** What the API takes: the instants of the times filled in, in the listing's zone. */
export const toProposedTimes = (fields: ProposedTimeFields, timeZone: string): string[] => fields.filter(Boolean).map((value) => instantOf(value, timeZone));
