// The rent ledger's PDFs, laid out with the lease-document kit: a payment's receipt, a lease's yearly statement, and
// Québec's RL-31 information (docs/rent-ledger.md). Pure functions of their input: the same input, the same bytes
// (each document's date is its record's, never the clock).
import { PAYMENT_METHOD_NAMES, RENT_RECEIPT_RULES, type PaymentMethod } from '../../contracts/index.js';
import {
  documentDefinition,
  documentLanguages,
  formatDay,
  formatMoneyCents,
  fullAddress,
  renderPdf,
  type Block,
  type DocumentLanguage,
  type DocumentPart,
  type LeaseDocumentInput,
} from '../lease-document/index.js';
import type { LedgerPeriod } from './rent-ledger.js';

/** The lease, its listing and parties, as the lease module reads them for its documents. */
export type RentDocumentFacts = LeaseDocumentInput;

export interface ReceiptInput {
  facts: RentDocumentFacts;
  payment: { id: number; amountCents: number; paidOn: string; method: PaymentMethod; note: string | null; createdAt: string };
  /** The rent period the payment counts in; null when it was paid before the first rent fell due. */
  period: Pick<LedgerPeriod, 'periodStart' | 'periodEnd'> | null;
}

export interface StatementInput {
  facts: RentDocumentFacts;
  year: number;
  /** The periods whose rent fell due in the year. */
  periods: LedgerPeriod[];
  /** The payments made in the year, oldest first. */
  payments: Array<{ id: number; amountCents: number; paidOn: string; method: PaymentMethod }>;
  /** Owed (positive) or ahead (negative) at the end of the year, or today for the current year. */
  balanceCents: number;
  /** The day the statement is as of (December 31, or today in the current year). */
  asOf: string;
}

export interface Rl31Input {
  facts: RentDocumentFacts;
  year: number;
  dwellingNumber: string;
  /** The tenants under the lease on December 31 of the year. */
  tenants: string[];
}

const WORDS = {
  en: {
    receiptTitle: 'Rent receipt',
    receiptNumber: (id: number) => `Receipt no. ${id}`,
    statementTitle: (year: number) => `Rent statement ${year}`,
    leaseNumber: (id: number) => `Lease no. ${id}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    issuedOn: (day: string) => `Issued on ${day}`,
    asOf: (day: string) => `As of ${day}`,
    payment: 'Payment',
    amount: 'Amount received',
    paidOn: 'Paid on',
    method: 'Method',
    period: 'Rent for the period',
    periodText: (from: string, to: string) => `${from} to ${to}`,
    beforeFirst: 'Paid before the first rent fell due (held toward it)',
    note: 'Note',
    parties: 'Parties',
    landlord: 'Landlord (received from the tenant)',
    tenant: 'Tenant (paid by)',
    unit: 'Rental unit',
    address: 'Address',
    receivedText: (amount: string, tenant: string, landlord: string) => `${landlord} received ${amount} from ${tenant} as rent for the rental unit below.`,
    free: 'Hearth gives every receipt free of charge, to the tenant and the landlord alike, as often as either asks.',
    lawTitle: 'The law',
    noLaw: 'Hearth did not find a rule on rent receipts in this province’s tenancy act; this receipt still states the payment, the period, the parties and the unit.',
    summary: 'Summary',
    dueInYear: 'Rent due in the year',
    paidInYear: 'Rent paid in the year',
    balance: 'Balance',
    owed: (amount: string) => `${amount} owed`,
    ahead: (amount: string) => `${amount} paid ahead`,
    settled: 'Nothing owed',
    dueRows: 'Rent due',
    paidRows: 'Payments received',
    none: 'None.',
    prorated: ' (prorated)',
    taxNote:
      'This statement lists the rent paid for the rental unit in the year, for the tenant’s tax returns (for example, Ontario’s energy and property tax credit asks for the rent paid for a principal residence).',
  },
  fr: {
    receiptTitle: 'Reçu de loyer',
    receiptNumber: (id: number) => `Reçu no ${id}`,
    statementTitle: (year: number) => `Relevé de loyer ${year}`,
    leaseNumber: (id: number) => `Bail no ${id}`,
    page: (page: number, pages: number) => `Page ${page} de ${pages}`,
    issuedOn: (day: string) => `Émis le ${day}`,
    asOf: (day: string) => `Au ${day}`,
    payment: 'Paiement',
    amount: 'Montant reçu',
    paidOn: 'Payé le',
    method: 'Mode de paiement',
    period: 'Loyer de la période',
    periodText: (from: string, to: string) => `du ${from} au ${to}`,
    beforeFirst: 'Payé avant la première échéance du loyer (porté à celle-ci)',
    note: 'Note',
    parties: 'Parties',
    landlord: 'Locateur (a reçu du locataire)',
    tenant: 'Locataire (a payé)',
    unit: 'Logement',
    address: 'Adresse',
    receivedText: (amount: string, tenant: string, landlord: string) => `${landlord} a reçu ${amount} de ${tenant} à titre de loyer pour le logement ci-dessous.`,
    free: 'Hearth remet chaque reçu gratuitement, au locataire comme au locateur, aussi souvent que l’un ou l’autre le demande.',
    lawTitle: 'La loi',
    noLaw: 'Hearth n’a pas trouvé de règle sur les reçus de loyer dans la loi sur la location de cette province; ce reçu indique tout de même le paiement, la période, les parties et le logement.',
    summary: 'Sommaire',
    dueInYear: 'Loyer exigible dans l’année',
    paidInYear: 'Loyer payé dans l’année',
    balance: 'Solde',
    owed: (amount: string) => `${amount} dû`,
    ahead: (amount: string) => `${amount} payé d’avance`,
    settled: 'Rien n’est dû',
    dueRows: 'Loyer exigible',
    paidRows: 'Paiements reçus',
    none: 'Aucun.',
    prorated: ' (au prorata)',
    taxNote:
      'Ce relevé indique le loyer payé pour le logement dans l’année, pour les déclarations de revenus du locataire (par exemple, le crédit d’impôt de l’Ontario pour les coûts d’énergie et les impôts fonciers demande le loyer payé pour la résidence principale).',
  },
} as const;

const text = (value: string): Block => ({ kind: 'text', text: value });
const facts = (rows: ReadonlyArray<readonly [string, string]>): Block => ({ kind: 'facts', rows });
const notice = (value: string): Block => ({ kind: 'notice', text: value });

const partyRows = (input: RentDocumentFacts, lang: DocumentLanguage): Block =>
  facts([
    [WORDS[lang].landlord, `${input.landlord.name} (${input.landlord.email})`],
    [WORDS[lang].tenant, `${input.tenant.name} (${input.tenant.email})`],
  ]);

const unitRows = (input: RentDocumentFacts, lang: DocumentLanguage): Block =>
  facts([
    [WORDS[lang].address, fullAddress(input, lang)],
    [WORDS[lang].unit, input.unit.title],
  ]);

const balanceText = (cents: number, lang: DocumentLanguage): string =>
  cents > 0 ? WORDS[lang].owed(formatMoneyCents(cents, lang)) : cents < 0 ? WORDS[lang].ahead(formatMoneyCents(-cents, lang)) : WORDS[lang].settled;

function receiptPart(input: ReceiptInput, lang: DocumentLanguage): DocumentPart {
  const w = WORDS[lang];
  const { payment, facts: lease } = input;
  const amount = formatMoneyCents(payment.amountCents, lang);
  const rule = RENT_RECEIPT_RULES[lease.province];
  return {
    lang,
    preamble: [text(w.receivedText(amount, lease.tenant.name, lease.landlord.name))],
    sections: [
      {
        title: w.payment,
        blocks: [
          facts([
            [w.amount, amount],
            [w.paidOn, formatDay(payment.paidOn, lang)],
            [w.method, PAYMENT_METHOD_NAMES[payment.method][lang]],
            [w.period, input.period ? w.periodText(formatDay(input.period.periodStart, lang), formatDay(input.period.periodEnd, lang)) : w.beforeFirst],
            ...(payment.note ? [[w.note, payment.note] as const] : []),
          ]),
        ],
      },
      { title: w.parties, blocks: [partyRows(lease, lang)] },
      { title: w.unit, blocks: [unitRows(lease, lang)] },
      {
        title: w.lawTitle,
        blocks: [...(rule.law && rule.says ? [notice(`${rule.says[lang]} (${rule.law[lang]})`)] : [text(w.noLaw)]), text(w.free)],
      },
    ],
  };
}

function frame(lease: RentDocumentFacts, languages: DocumentLanguage[], title: (lang: DocumentLanguage) => string, subtitle: (lang: DocumentLanguage) => string[], createdAt: string, parts: DocumentPart[]) {
  const both = (say: (lang: DocumentLanguage) => string) => languages.map(say).join(' / ');
  return documentDefinition({
    title: title(languages[0]!),
    subtitle: languages.length > 1 ? subtitle(languages[0]!).map((line, index) => `${line} / ${subtitle(languages[1]!)[index]}`) : subtitle(languages[0]!),
    parts,
    footer: (page, pages) => both((lang) => `${WORDS[lang].leaseNumber(lease.leaseId)} · ${WORDS[lang].page(page, pages)}`),
    language: languages[0] === 'fr' ? 'fr-CA' : 'en-CA',
    createdAt: new Date(createdAt),
    subject: title(languages[0]!),
  });
}

/**
 * A payment's receipt: amount, day paid, method, the rent period it counts in, the parties, the unit, and what the
 * province's law says of receipts (Ontario RTA s. 109). Québec's in French first. Dated the day the payment was recorded.
 */
export function renderReceipt(input: ReceiptInput, lang: DocumentLanguage): Promise<Uint8Array> {
  const languages = documentLanguages(input.facts.province, lang);
  return renderPdf(
    frame(
      input.facts,
      languages,
      (l) => `${WORDS[l].receiptTitle} · ${WORDS[l].receiptNumber(input.payment.id)}`,
      (l) => [WORDS[l].leaseNumber(input.facts.leaseId), WORDS[l].issuedOn(formatDay(input.payment.createdAt.slice(0, 10), l))],
      input.payment.createdAt,
      languages.map((l) => receiptPart(input, l)),
    ),
  );
}

function statementPart(input: StatementInput, lang: DocumentLanguage): DocumentPart {
  const w = WORDS[lang];
  const due = input.periods.reduce((sum, period) => sum + period.dueCents, 0);
  const paid = input.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    lang,
    preamble: [text(w.taxNote)],
    sections: [
      { title: w.parties, blocks: [partyRows(input.facts, lang)] },
      { title: w.unit, blocks: [unitRows(input.facts, lang)] },
      {
        title: w.summary,
        blocks: [
          facts([
            [w.dueInYear, formatMoneyCents(due, lang)],
            [w.paidInYear, formatMoneyCents(paid, lang)],
            [w.balance, balanceText(input.balanceCents, lang)],
          ]),
        ],
      },
      {
        title: w.dueRows,
        blocks: [
          input.periods.length > 0
            ? facts(
                input.periods.map(
                  (period) =>
                    [
                      w.periodText(formatDay(period.periodStart, lang), formatDay(period.periodEnd, lang)),
                      `${formatMoneyCents(period.dueCents, lang)}${period.prorated ? w.prorated : ''}`,
                    ] as const,
                ),
              )
            : text(w.none),
        ],
      },
      {
        title: w.paidRows,
        blocks: [
          input.payments.length > 0
            ? facts(
                input.payments.map(
                  (payment) =>
                    [
                      `${formatDay(payment.paidOn, lang)} · ${WORDS[lang].receiptNumber(payment.id)}`,
                      `${formatMoneyCents(payment.amountCents, lang)} · ${PAYMENT_METHOD_NAMES[payment.method][lang]}`,
                    ] as const,
                ),
              )
            : text(w.none),
        ],
      },
    ],
  };
}

/** A lease's yearly statement: rent due and paid in the year, each payment, the balance at the year's end. */
export function renderStatement(input: StatementInput, lang: DocumentLanguage): Promise<Uint8Array> {
  const languages = documentLanguages(input.facts.province, lang);
  return renderPdf(
    frame(
      input.facts,
      languages,
      (l) => WORDS[l].statementTitle(input.year),
      (l) => [WORDS[l].leaseNumber(input.facts.leaseId), WORDS[l].asOf(formatDay(input.asOf, l))],
      `${input.asOf}T12:00:00.000Z`,
      languages.map((l) => statementPart(input, l)),
    ),
  );
}

/**
 * Québec's RL-31 information for one dwelling and year, in French (Revenu Québec's slip is French only): box A the
 * dwelling number, box B the number of tenants, box C the dwelling's address, the tenants' names and address, the
 * landlord's. It is the information the landlord gives the tenants; the slip itself is filed with Revenu Québec.
 */
export function renderRl31(input: Rl31Input): Promise<Uint8Array> {
  const lease = input.facts;
  const address = fullAddress(lease, 'fr');
  const deadline = `${formatDay(`${input.year + 1}-02-${isLeapYear(input.year + 1) ? '29' : '28'}`, 'fr')}`;
  const part: DocumentPart = {
    lang: 'fr',
    preamble: [
      text(
        `Renseignements du relevé 31 (RL-31) pour l’année ${input.year} : le locateur les remet aux locataires au plus tard le dernier jour de février (${deadline}). Les locataires inscrivent le numéro de logement (case A) dans leur déclaration de revenus pour demander le crédit d’impôt pour solidarité.`,
      ),
    ],
    sections: [
      {
        title: 'Logement',
        blocks: [
          facts([
            ['Année', String(input.year)],
            ['Case A – Numéro de logement', input.dwellingNumber],
            ['Case B – Nombre total de locataires ou de sous-locataires', String(input.tenants.length)],
            ['Case C – Adresse du logement', address],
          ]),
        ],
      },
      {
        title: 'Locataires ou sous-locataires au 31 décembre',
        blocks: [facts(input.tenants.map((name) => [name, address] as const))],
      },
      {
        title: 'Propriétaire (locateur)',
        blocks: [facts([['Nom', lease.landlord.name], ['Courriel', lease.landlord.email], ...(lease.landlord.phone ? [['Téléphone', lease.landlord.phone] as const] : [])])],
      },
      {
        title: 'À savoir',
        blocks: [
          notice(
            'Le numéro de logement est attribué par Revenu Québec; le locateur l’a inscrit dans Hearth. Ce document reprend les renseignements du relevé 31; le relevé officiel est produit auprès de Revenu Québec par ses services en ligne ou un logiciel autorisé.',
          ),
        ],
      },
    ],
  };
  return renderPdf(
    documentDefinition({
      title: `Relevé 31 – Renseignements sur l’occupation d’un logement (${input.year})`,
      subtitle: [`Bail no ${lease.leaseId} · Logement no ${input.dwellingNumber}`],
      parts: [part],
      footer: (page, pages) => `Bail no ${lease.leaseId} · RL-31 ${input.year} · Page ${page} de ${pages}`,
      language: 'fr-CA',
      createdAt: new Date(`${input.year}-12-31T12:00:00.000Z`),
      subject: `RL-31 ${input.year}`,
    }),
  );
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
