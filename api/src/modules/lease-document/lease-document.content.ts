// What the document says, as plain data (sections of blocks) before any layout: the pieces every province shares.
// The province files arrange them in the order their law sets (ontario-standard-lease.ts, quebec-lease-form.ts,
// standard-terms-lease.ts).
import {
  DEPOSIT_KIND_NAMES,
  LEASE_COPY_DEADLINES,
  PROVINCE_LEASE_FORMS,
  PROVINCIAL_DEPOSIT_RULES,
  type DepositKind,
  type Province,
} from '../../contracts/index.js';
import { formatDay, formatMoney, ordinalDay } from './lease-document.format.js';
import type { DocumentLanguage, LeaseDocumentInput, LeaseDocumentParty } from './lease-document.types.js';
import { WORDS } from './lease-document.words.js';

export type Block =
  | { kind: 'text'; text: string }
  /** A short bold line introducing what follows ('Landlord'). */
  | { kind: 'label'; text: string }
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, string]> }
  /** Set apart: what a party must know or do (a deadline, a value not declared). */
  | { kind: 'notice'; text: string };

export interface DocumentSection {
  /** 'A', '1'...: the number or letter the province's form gives the section, when it has one. */
  label?: string;
  title: string;
  blocks: Block[];
}

/** One language's text of the lease (a Québec lease read in English has two: the French, then a courtesy translation). */
export interface DocumentPart {
  lang: DocumentLanguage;
  /** Printed above the sections (the province's form the document follows, a translation's status). */
  preamble: Block[];
  sections: DocumentSection[];
}

export const text = (value: string): Block => ({ kind: 'text', text: value });
export const notice = (value: string): Block => ({ kind: 'notice', text: value });
export const label = (value: string): Block => ({ kind: 'label', text: value });
export const facts = (rows: ReadonlyArray<readonly [string, string]>): Block => ({ kind: 'facts', rows });

export function partyFacts(party: LeaseDocumentParty, lang: DocumentLanguage): Block {
  const w = WORDS[lang];
  return facts([
    [w.name, party.name],
    [w.email, party.email],
    [w.phone, party.phone?.trim() || w.notGiven],
  ]);
}

const sqftFormat = { en: new Intl.NumberFormat('en-CA'), fr: new Intl.NumberFormat('fr-CA') };

export function fullAddress(input: LeaseDocumentInput, lang: DocumentLanguage): string {
  const { unit } = input;
  return [unit.address, unit.city, [WORDS[lang].province[input.province], unit.postalCode].filter(Boolean).join(' ')].join(', ');
}

export function includedList(input: LeaseDocumentInput, lang: DocumentLanguage): string {
  const w = WORDS[lang];
  return input.unit.amenities.length > 0 ? input.unit.amenities.map(w.amenity).join(', ') : w.noneListed;
}

export function unitFacts(input: LeaseDocumentInput, lang: DocumentLanguage): Block {
  const w = WORDS[lang];
  const { unit } = input;
  return facts([
    [w.address, fullAddress(input, lang)],
    [w.listing, unit.title],
    [w.typeLabel, w.propertyType[unit.propertyType] ?? unit.propertyType],
    [w.bedrooms, String(unit.bedrooms)],
    [w.bathrooms, String(unit.bathrooms)],
    ...(unit.sqft != null ? [[w.size, w.sqft(sqftFormat[lang].format(unit.sqft))] as const] : []),
    [w.furnishedLabel, w.furnished[unit.furnished]],
    [w.parkingLabel, w.parking[unit.parking]],
    [w.included, includedList(input, lang)],
  ]);
}

export function termText(input: LeaseDocumentInput, lang: DocumentLanguage): string {
  const w = WORDS[lang];
  const start = formatDay(input.term.startDate, lang);
  return input.term.endDate ? w.fixedTerm(start, formatDay(input.term.endDate, lang)) : w.monthlyTerm(start);
}

export const dueText = (input: LeaseDocumentInput, lang: DocumentLanguage): string =>
  WORDS[lang].dueOn(ordinalDay(input.rentDueDay, lang), input.rentDueDay > 28);

export function rentFacts(input: LeaseDocumentInput, lang: DocumentLanguage): Block {
  const w = WORDS[lang];
  return facts([
    [w.rentAmount, w.perMonth(formatMoney(input.monthlyRent, lang))],
    [w.dueDay, dueText(input, lang)],
  ]);
}

const lists = { en: new Intl.ListFormat('en-CA'), fr: new Intl.ListFormat('fr-CA') };
/** 'the security deposit, last month’s rent deposit and pet damage deposit' as each language lists them. */
const kindNames = (kinds: readonly DepositKind[], lang: DocumentLanguage): string => lists[lang].format(kinds.map((kind) => DEPOSIT_KIND_NAMES[kind][lang]));

/** The deposits the lease takes (or none), then what the province allows of them. */
export function depositBlocks(input: LeaseDocumentInput, lang: DocumentLanguage, kinds?: readonly DepositKind[]): Block[] {
  const w = WORDS[lang];
  const taken = input.deposits.filter((deposit) => !kinds || kinds.includes(deposit.kind));
  const blocks: Block[] = [
    taken.length > 0
      ? facts(taken.map((deposit) => [capitalize(DEPOSIT_KIND_NAMES[deposit.kind][lang]), formatMoney(deposit.amount, lang)] as const))
      : text(w.noDeposit),
  ];
  return [...blocks, ...depositRuleBlocks(input.province, lang)];
}

export function depositRuleBlocks(province: Province, lang: DocumentLanguage): Block[] {
  const w = WORDS[lang];
  const rules = PROVINCIAL_DEPOSIT_RULES[province];
  if (rules.allowed.length === 0) return [text(w.noDepositsAllowed(rules.refusedBy[lang]))];
  return [
    text(w.depositsAllowed(kindNames(rules.allowed, lang), rules.refusedBy[lang])),
    ...rules.caps.map((cap) => text(w.depositCap(kindNames(cap.kinds, lang), w.months(cap.maxMonths), cap.law[lang]))),
  ];
}

export function additionalTermsBlocks(input: LeaseDocumentInput, lang: DocumentLanguage): Block[] {
  const w = WORDS[lang];
  const written = input.additionalTerms?.trim();
  const law = PROVINCE_LEASE_FORMS[input.province].standardTerms[lang];
  return [...(written ? written.split(/\n{2,}/).map((paragraph) => text(paragraph)) : [text(w.additionalTermsNone)]), text(w.termsCannotOverride(law))];
}

/** When the landlord must hand the tenant a copy, or that Hearth could not confirm it. */
export function copyDeadlineBlocks(province: Province, lang: DocumentLanguage): Block[] {
  const w = WORDS[lang];
  const deadline = LEASE_COPY_DEADLINES[province];
  if (deadline.days == null) return [notice(w.copyDeadlineUnknown(PROVINCE_LEASE_FORMS[province].act[lang]))];
  if (deadline.days === 0) return [notice(w.copyAtSigning(deadline.law[lang]))];
  return [notice(w.copyDeadline(deadline.days, deadline.law[lang])), ...(deadline.verified ? [] : [text(w.unverified)])];
}

export const signatureBlocks = (lang: DocumentLanguage): Block[] => [text(WORDS[lang].signaturesText)];

export const capitalize = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);
