import { RENT_INCREASE_RULES, type Province } from '../../contracts/index.js';
import {
  documentDefinition,
  documentLanguages,
  formatDay,
  formatDayOfInstant,
  formatMoneyCents,
  renderPdf,
  type Block,
  type DocumentLanguage,
  type DocumentPart,
} from '../lease-document/index.js';

/** What the written notice of a rent increase says: the facts of the record, never the clock (same input, same bytes). */
export interface RentIncreaseNoticeInput {
  increaseId: number;
  leaseId: number;
  province: Province;
  /** When the notice was recorded (ISO 8601): the document's creation date. */
  createdAt: string;
  noticeDate: string;
  effectiveDate: string;
  previousRentCents: number;
  newRentCents: number;
  capPercent: number | null;
  answerBy: string | null;
  landlord: { name: string; email: string };
  tenant: { name: string; email: string };
  unit: { address: string; city: string; postalCode: string | null };
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

/** What each province's notice adds: the official form it stands beside, and the tenant's options. */
const PROVINCE_CONTENT: Record<Province, { en: string; fr: string }> = {
  ON: {
    en: 'Ontario requires this notice on the Landlord and Tenant Board’s Form N1 (Notice of Rent Increase), served at least 90 days before the increase; this notice states the same facts and does not replace the form.',
    fr: 'L’Ontario exige cet avis sur le formulaire N1 de la Commission de la location immobilière (Avis d’augmentation de loyer), remis au moins 90 jours avant l’augmentation\u202f; le présent avis en reprend les renseignements et ne remplace pas le formulaire.',
  },
  BC: {
    en: 'British Columbia requires the Residential Tenancy Branch’s Notice of Rent Increase (RTB-7), given at least three full months before the increase.',
    fr: 'La Colombie-Britannique exige l’avis d’augmentation de loyer de la Residential Tenancy Branch (RTB-7), remis au moins trois mois complets avant l’augmentation.',
  },
  QC: {
    en: 'Under the Civil Code of Québec (art. 1945), the tenant who refuses the increase must notify the landlord within one month of receiving this notice; otherwise the tenant is deemed to have accepted it. If the tenant refuses, the landlord may, within one month of the refusal, apply to the Tribunal administratif du logement to fix the rent; otherwise the lease is renewed at the same rent.',
    fr: 'Selon le Code civil du Québec (art. 1945), le locataire qui refuse l’augmentation doit en aviser le locateur dans le mois de la réception du présent avis\u202f; sinon, il est réputé l’avoir acceptée. Si le locataire refuse, le locateur peut, dans le mois de la réception du refus, s’adresser au Tribunal administratif du logement pour faire fixer le loyer\u202f; sinon, le bail est reconduit au même loyer.',
  },
  AB: {
    en: 'Alberta sets no cap; a monthly tenancy needs at least three full tenancy months’ written notice, and 365 days since the tenancy began or the last increase.',
    fr: 'L’Alberta ne plafonne pas les augmentations\u202f; une location au mois exige un avis écrit d’au moins trois mois complets de location, et 365 jours depuis le début de la location ou la dernière augmentation.',
  },
  MB: {
    en: 'The tenant may object to the Residential Tenancies Branch at least 60 days before the increase takes effect.',
    fr: 'Le locataire peut s’opposer auprès de la Direction de la location à usage d’habitation au moins 60 jours avant la prise d’effet de l’augmentation.',
  },
  SK: {
    en: 'Saskatchewan sets no cap; the increase needs written notice and 12 months since the tenancy began or the last increase.',
    fr: 'La Saskatchewan ne plafonne pas les augmentations\u202f; l’augmentation exige un avis écrit et 12 mois depuis le début de la location ou la dernière augmentation.',
  },
  NS: {
    en: 'Nova Scotia caps increases at 5 % through December 31, 2027; the notice is given at least four months before the anniversary of the lease.',
    fr: 'La Nouvelle-Écosse plafonne les augmentations à 5\u00a0% jusqu’au 31 décembre 2027\u202f; l’avis est remis au moins quatre mois avant l’anniversaire du bail.',
  },
  NB: {
    en: 'New Brunswick caps increases at 3 % every 12 months. The tenant may ask the Tenant and Landlord Relations Office to review this notice within 60 days of receiving it, or end the tenancy.',
    fr: 'Le Nouveau-Brunswick plafonne les augmentations à 3\u00a0% par période de 12 mois. Le locataire peut demander au Bureau des relations entre locataires et propriétaires de réviser cet avis dans les 60 jours de sa réception, ou mettre fin à la location.',
  },
  PE: {
    en: 'Prince Edward Island requires the approved form, given at least three months before the increase; an increase above the allowable amount needs the Rental Office’s approval.',
    fr: 'L’Île-du-Prince-Édouard exige le formulaire approuvé, remis au moins trois mois avant l’augmentation\u202f; une augmentation au-delà du taux permis exige l’approbation du Bureau de la location.',
  },
  NL: {
    en: 'Newfoundland and Labrador sets no cap; the increase needs six months’ written notice and may not take effect in the first 12 months of the tenancy.',
    fr: 'Terre-Neuve-et-Labrador ne plafonne pas les augmentations\u202f; l’augmentation exige un avis écrit de six mois et ne peut prendre effet dans les 12 premiers mois de la location.',
  },
};

const WORDS = {
  en: {
    title: 'Notice of Rent Increase',
    number: (id: number, lease: number) => `Notice no. ${id} · Lease no. ${lease}`,
    given: (day: string) => `Given on ${day}`,
    parties: 'Parties and rental unit',
    landlord: 'Landlord',
    tenant: 'Tenant',
    unit: 'Rental unit',
    increase: 'The increase',
    current: 'Current monthly rent',
    next: 'New monthly rent',
    amount: 'Increase',
    effective: 'Takes effect on',
    cap: 'Cap that applies',
    noCap: 'No cap applies to this unit',
    rules: 'The rules',
    law: 'Law',
    answer: 'Your answer',
    answerBy: (day: string) => `To refuse the increase, answer in Hearth or in writing by ${day}.`,
    footer: (id: number, page: number, pages: number) => `Notice no. ${id} · Page ${page} of ${pages}`,
    percent: (p: number) => `${p}%`,
  },
  fr: {
    title: 'Avis d’augmentation de loyer',
    number: (id: number, lease: number) => `Avis nº\u00a0${id} · Bail nº\u00a0${lease}`,
    given: (day: string) => `Donné le ${day}`,
    parties: 'Parties et logement',
    landlord: 'Locateur',
    tenant: 'Locataire',
    unit: 'Logement',
    increase: 'L’augmentation',
    current: 'Loyer mensuel actuel',
    next: 'Nouveau loyer mensuel',
    amount: 'Augmentation',
    effective: 'Prend effet le',
    cap: 'Plafond applicable',
    noCap: 'Aucun plafond ne s’applique à ce logement',
    rules: 'Les règles',
    law: 'Loi',
    answer: 'Votre réponse',
    answerBy: (day: string) => `Pour refuser l’augmentation, répondez dans Hearth ou par écrit au plus tard le ${day}.`,
    footer: (id: number, page: number, pages: number) => `Avis nº\u00a0${id} · Page ${page} de ${pages}`,
    percent: (p: number) => `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(p)}\u00a0%`,
  },
} as const;

const text = (value: string): Block => ({ kind: 'text', text: value });
const notice = (value: string): Block => ({ kind: 'notice', text: value });
const facts = (rows: ReadonlyArray<readonly [string, string]>): Block => ({ kind: 'facts', rows });

function part(input: RentIncreaseNoticeInput, lang: DocumentLanguage): DocumentPart {
  const w = WORDS[lang];
  const rules = RENT_INCREASE_RULES[input.province];
  const increase = input.newRentCents - input.previousRentCents;
  const percent = Math.round((increase / input.previousRentCents) * 1000) / 10;
  const unit = [input.unit.address, input.unit.city, [PROVINCE_NAMES[input.province][lang], input.unit.postalCode].filter(Boolean).join(' ')].join(', ');
  return {
    lang,
    preamble: [],
    sections: [
      {
        title: w.parties,
        blocks: [facts([[w.landlord, `${input.landlord.name} (${input.landlord.email})`], [w.tenant, `${input.tenant.name} (${input.tenant.email})`], [w.unit, unit]])],
      },
      {
        title: w.increase,
        blocks: [
          facts([
            [w.current, formatMoneyCents(input.previousRentCents, lang)],
            [w.next, formatMoneyCents(input.newRentCents, lang)],
            [w.amount, `${formatMoneyCents(increase, lang)} (${w.percent(percent)})`],
            [w.effective, formatDay(input.effectiveDate, lang)],
            [w.cap, input.capPercent === null ? w.noCap : w.percent(input.capPercent)],
          ]),
        ],
      },
      {
        title: w.rules,
        blocks: [text(PROVINCE_CONTENT[input.province][lang]), facts([[w.law, rules.law[lang]]])],
      },
      ...(input.answerBy ? [{ title: w.answer, blocks: [notice(w.answerBy(formatDay(input.answerBy, lang)))] }] : []),
    ],
  };
}

/** The written notice of a rent increase as a PDF, in the province's languages (Québec: French first, as the lease). */
export function renderRentIncreaseNotice(input: RentIncreaseNoticeInput, lang: DocumentLanguage): Promise<Uint8Array> {
  const languages = documentLanguages(input.province, lang);
  const both = (say: (language: DocumentLanguage) => string) => languages.map(say).join(' / ');
  return renderPdf(
    documentDefinition({
      title: languages.map((language) => WORDS[language].title).join(' / '),
      subtitle: [
        both((language) => WORDS[language].number(input.increaseId, input.leaseId)),
        both((language) => WORDS[language].given(formatDay(input.noticeDate, language))),
      ],
      parts: languages.map((language) => part(input, language)),
      footer: (page, pages) => both((language) => WORDS[language].footer(input.increaseId, page, pages)),
      language: languages[0] === 'fr' ? 'fr-CA' : 'en-CA',
      createdAt: new Date(input.createdAt),
      subject: both((language) => `${WORDS[language].title} · ${formatDayOfInstant(input.createdAt, input.province, language)}`),
    }),
  );
}

