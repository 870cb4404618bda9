// The itemized statement of a deposit's return as a PDF, laid out with the lease-document kit so every tenancy
// document shares one engine, page frame and formats. Pure: the service hands the facts in; the creation date is
// the statement's, so the same statement gives the same bytes.
import { DEDUCTION_KIND_NAMES, DEPOSIT_RETURN_RULES, inLanguage, type Province } from '../../contracts/index.js';
import {
  documentDefinition,
  documentLanguages,
  formatDay,
  formatDayOfInstant,
  formatMoney,
  renderPdf,
  type Block,
  type DocumentLanguage,
  type DocumentPart,
} from '../lease-document/index.js';
import type { DepositDeduction } from './deposit-return.entity.js';

export interface DepositStatementInput {
  leaseId: number;
  province: Province;
  landlordName: string;
  tenantName: string;
  address: string;
  held: number;
  appliedToLastMonth: number;
  deductions: readonly DepositDeduction[];
  deducted: number;
  returned: number;
  movedOutOn: string;
  deadline: string | null;
  /** ISO instant the statement was made. */
  createdAt: string;
}

const PROVINCE_NAMES: Record<Province, { en: string; fr: string }> = {
  ON: { en: 'Ontario', fr: 'Ontario' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  QC: { en: 'Quebec', fr: 'Québec' },
  AB: { en: 'Alberta', fr: 'Alberta' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
};

const WORDS = {
  en: {
    title: 'Deposit return statement',
    leaseNumber: (id: number) => `Lease no. ${id}`,
    preparedOn: (day: string) => `Prepared on ${day}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    parties: 'Parties and rental unit',
    landlord: 'Landlord',
    tenant: 'Tenant',
    address: 'Rental unit',
    deposits: 'Deposits',
    held: 'Deposits held',
    applied: "Last month's rent deposit, applied to the last month's rent",
    deductions: 'Deductions',
    noDeductions: 'No deductions: the whole deposit is returned.',
    totalDeducted: 'Total deducted',
    result: 'Amount returned',
    returned: 'Returned to the tenant',
    movedOutOn: 'Moved out on',
    deadline: 'To be returned by',
    noDeadline: 'No deadline confirmed: see the rule below',
    rule: "The province's rule",
    countedFrom: (from: string) => `The deadline counts from ${from}; Hearth counts it from the move-out day above.`,
    businessDays: 'Counted in business days: Saturdays and Sundays are skipped; statutory holidays are not, so check them.',
    guidance: 'Product guidance, not legal advice: read the act named above.',
  },
  fr: {
    title: 'Relevé de remise du dépôt',
    leaseNumber: (id: number) => `Bail nº ${id}`,
    preparedOn: (day: string) => `Préparé le ${day}`,
    page: (page: number, pages: number) => `Page ${page} de ${pages}`,
    parties: 'Parties et logement',
    landlord: 'Locateur',
    tenant: 'Locataire',
    address: 'Logement',
    deposits: 'Dépôts',
    held: 'Dépôts détenus',
    applied: 'Dépôt du dernier mois de loyer, appliqué au loyer du dernier mois',
    deductions: 'Retenues',
    noDeductions: 'Aucune retenue : le dépôt est rendu en entier.',
    totalDeducted: 'Total retenu',
    result: 'Montant rendu',
    returned: 'Rendu au locataire',
    movedOutOn: 'Départ le',
    deadline: 'À rendre au plus tard le',
    noDeadline: 'Aucun délai confirmé : voir la règle ci-dessous',
    rule: 'La règle de la province',
    countedFrom: (from: string) => `Le délai court à partir de ${from} ; Hearth le compte à partir du jour de départ ci-dessus.`,
    businessDays: 'Compté en jours ouvrables : les samedis et dimanches sont sautés, pas les jours fériés, qu’il faut vérifier.',
    guidance: 'Renseignement pratique, pas un avis juridique : lisez la loi nommée ci-dessus.',
  },
} as const;

// French typography as the catalogs write it: a no-break space before a colon, a narrow one before « ; ! ? ».
const frenchSpacing = (text: string): string => text.replace(/ :/g, '\u00A0:').replace(/ ([;!?])/g, '\u202F$1');

function statementPart(input: DepositStatementInput, lang: DocumentLanguage): DocumentPart {
  const w = WORDS[lang];
  const rule = DEPOSIT_RETURN_RULES[input.province];
  const say = (text: string) => (lang === 'fr' ? frenchSpacing(text) : text);
  const money = (amount: number) => formatMoney(amount, lang);
  const deductionRows = input.deductions.map((deduction) => [`${inLanguage(DEDUCTION_KIND_NAMES[deduction.kind], lang)} — ${deduction.reason}`, money(deduction.amount)] as const);
  const deductionBlocks: Block[] =
    input.deductions.length === 0
      ? [{ kind: 'text', text: say(w.noDeductions) }]
      : [{ kind: 'facts', rows: [...deductionRows, [w.totalDeducted, money(input.deducted)]] }];
  return {
    lang,
    preamble: [],
    sections: [
      {
        title: w.parties,
        blocks: [{ kind: 'facts', rows: [[w.landlord, input.landlordName], [w.tenant, input.tenantName], [w.address, input.address]] }],
      },
      {
        title: w.deposits,
        blocks: [
          {
            kind: 'facts',
            rows: [[w.held, money(input.held)], ...(input.appliedToLastMonth > 0 ? [[w.applied, money(input.appliedToLastMonth)] as const] : [])],
          },
        ],
      },
      { title: w.deductions, blocks: deductionBlocks },
      {
        title: w.result,
        blocks: [
          {
            kind: 'facts',
            rows: [
              [w.returned, money(input.returned)],
              [w.movedOutOn, formatDay(input.movedOutOn, lang)],
              [w.deadline, input.deadline ? formatDay(input.deadline, lang) : say(w.noDeadline)],
            ],
          },
        ],
      },
      {
        title: w.rule,
        blocks: [
          { kind: 'notice', text: inLanguage(rule.summary, lang) },
          { kind: 'text', text: say(w.countedFrom(inLanguage(rule.countedFrom, lang))) },
          ...(rule.dayCount === 'business' ? [{ kind: 'text', text: say(w.businessDays) } as const] : []),
          { kind: 'text', text: say(w.guidance) },
        ],
      },
    ],
  };
}

/** The statement in `lang` (Québec: French first, as every document of a Québec lease). */
export function renderDepositStatement(input: DepositStatementInput, lang: DocumentLanguage): Promise<Uint8Array> {
  const languages = documentLanguages(input.province, lang);
  const both = (say: (language: DocumentLanguage) => string) => languages.map(say).join(' / ');
  return renderPdf(
    documentDefinition({
      title: WORDS[languages[0]].title,
      subtitle: [
        both((language) => `${WORDS[language].leaseNumber(input.leaseId)} · ${PROVINCE_NAMES[input.province][language]}`),
        both((language) => WORDS[language].preparedOn(formatDayOfInstant(input.createdAt, input.province, language))),
      ],
      parts: languages.map((language) => statementPart(input, language)),
      footer: (page, pages) => both((language) => `${WORDS[language].leaseNumber(input.leaseId)} · ${WORDS[language].page(page, pages)}`),
      language: languages[0] === 'fr' ? 'fr-CA' : 'en-CA',
      createdAt: new Date(input.createdAt),
      subject: both((language) => WORDS[language].title),
    }),
  );
}
