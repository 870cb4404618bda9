// The inspection report as a PDF, laid out with the lease-document kit (one engine, page frame and formats for every
// Hearth document). Pure: the service reads the inspection, its lease and the parties and hands the facts in; the
// same input gives the same bytes (the creation date is the report's, never the clock).
import {
  INSPECTION_RULES,
  IN_PROVINCE,
  type InspectionChange,
  type InspectionKind,
  type InspectionRoom,
  type ItemCondition,
  type Language,
  type Province,
} from '../../contracts/index.js';
import {
  type Block,
  type DocumentPart,
  type LeaseDocumentSignature,
  documentDefinition,
  documentLanguages,
  formatDayOfInstant,
  renderPdf,
  signaturePage,
} from '../lease-document/index.js';

/** Everything the report prints; the first signature freezes it (inspections.document_snapshot). */
export interface InspectionDocumentInput {
  inspectionId: number;
  leaseId: number;
  kind: InspectionKind;
  /** ISO instant the report was recorded; its date is the inspection's. */
  createdAt: string;
  province: Province;
  address: string;
  landlordName: string;
  tenantName: string;
  rooms: InspectionRoom[];
  /** A move-out report: what changed since the signed move-in report; null for a move-in report or without one. */
  changesSinceMoveIn: InspectionChange[] | null;
}

const NBSP = '\u00a0';

const WORDS = {
  en: {
    title: { 'move-in': 'Move-in condition inspection report', 'move-out': 'Move-out condition inspection report' },
    number: (id: number) => `Hearth inspection report no. ${id}`,
    leaseNumber: (id: number) => `Lease no. ${id}`,
    inspectedOn: (day: string) => `Inspected on ${day}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    parties: 'Parties and unit',
    landlord: 'Landlord',
    tenant: 'Tenant',
    unit: 'Unit',
    condition: { good: 'Good', fair: 'Fair (normal wear)', damaged: 'Damaged', missing: 'Missing' } satisfies Record<ItemCondition, string>,
    notInReport: 'not in the report',
    changes: 'Changes since the move-in report',
    noChanges: 'No item’s condition changed since the signed move-in report.',
    noMoveIn: 'There is no move-in report signed by both parties to compare this report with.',
    ruleMandatory: (where: string, form: string | null, law: string) =>
      `${where[0]!.toUpperCase()}${where.slice(1)}, the law requires a condition inspection at move-in and at move-out${form ? ` (${form})` : ''}: ${law}.`,
    deadline: (days: number) => ` Each report is made within ${days} days of the move-in or move-out day.`,
    damageClaims: ' Without a move-in report, the landlord may not claim damage against the deposit.',
    ruleRecommended: (where: string) => `${where[0]!.toUpperCase()}${where.slice(1)}, no inspection report is required by law, but one signed by both parties is the best record of the unit’s condition.`,
    sealedName: (id: number) => ({ sealed: `Hearth inspection report no. ${id}`, kind: 'inspection report' }),
  },
  fr: {
    title: { 'move-in': 'Rapport d’inspection à l’entrée', 'move-out': 'Rapport d’inspection à la sortie' },
    number: (id: number) => `Rapport d’inspection Hearth nº${NBSP}${id}`,
    leaseNumber: (id: number) => `Bail nº${NBSP}${id}`,
    inspectedOn: (day: string) => `Inspection du ${day}`,
    page: (page: number, pages: number) => `Page ${page} de ${pages}`,
    parties: 'Parties et logement',
    landlord: 'Locateur',
    tenant: 'Locataire',
    unit: 'Logement',
    condition: { good: 'Bon', fair: 'Passable (usure normale)', damaged: 'Endommagé', missing: 'Manquant' } satisfies Record<ItemCondition, string>,
    notInReport: 'absent du rapport',
    changes: 'Changements depuis le rapport d’entrée',
    noChanges: 'L’état d’aucun élément n’a changé depuis le rapport d’entrée signé.',
    noMoveIn: 'Aucun rapport d’entrée signé par les deux parties ne permet de comparer ce rapport.',
    ruleMandatory: (where: string, form: string | null, law: string) =>
      `${where[0]!.toUpperCase()}${where.slice(1)}, la loi exige une inspection de l’état du logement à l’entrée et à la sortie${form ? ` (${form})` : ''}${NBSP}: ${law}.`,
    deadline: (days: number) => ` Chaque rapport est fait dans les ${days}${NBSP}jours du jour de l’entrée ou de la sortie.`,
    damageClaims: ' Sans rapport d’entrée, le locateur ne peut réclamer de dommages sur le dépôt.',
    ruleRecommended: (where: string) =>
      `${where[0]!.toUpperCase()}${where.slice(1)}, aucun rapport d’inspection n’est exigé par la loi, mais un rapport signé par les deux parties est la meilleure preuve de l’état du logement.`,
    sealedName: (id: number) => ({ sealed: `le rapport d’inspection Hearth nº${NBSP}${id}`, kind: 'rapport d’inspection' }),
  },
} as const;

function ruleText(province: Province, lang: Language): string {
  const rule = INSPECTION_RULES[province];
  const say = WORDS[lang];
  const where = IN_PROVINCE[province][lang];
  if (rule.requirement === 'recommended') return say.ruleRecommended(where);
  return (
    say.ruleMandatory(where, rule.form?.[lang] ?? null, rule.law[lang]) +
    (rule.deadlineDays ? say.deadline(rule.deadlineDays) : '') +
    (rule.moveInReportRequiredForDamageClaims ? say.damageClaims : '')
  );
}

const itemValue = (condition: ItemCondition, note: string | null, lang: Language) => (note ? `${WORDS[lang].condition[condition]} — ${note}` : WORDS[lang].condition[condition]);

function changesBlocks(changes: InspectionChange[] | null, lang: Language): Block[] {
  const say = WORDS[lang];
  if (changes === null) return [{ kind: 'notice', text: say.noMoveIn }];
  if (changes.length === 0) return [{ kind: 'text', text: say.noChanges }];
  const condition = (value: ItemCondition | null) => (value ? say.condition[value] : say.notInReport);
  return [{ kind: 'facts', rows: changes.map((change) => [`${change.room} · ${change.item}`, `${condition(change.before)} → ${condition(change.after)}`] as const) }];
}

function part(input: InspectionDocumentInput, lang: Language): DocumentPart {
  const say = WORDS[lang];
  return {
    lang,
    preamble: [{ kind: 'notice', text: ruleText(input.province, lang) }],
    sections: [
      {
        title: say.parties,
        blocks: [
          {
            kind: 'facts',
            rows: [
              [say.landlord, input.landlordName],
              [say.tenant, input.tenantName],
              [say.unit, input.address],
            ],
          },
        ],
      },
      ...(input.kind === 'move-out' ? [{ title: say.changes, blocks: changesBlocks(input.changesSinceMoveIn, lang) }] : []),
      ...input.rooms.map((room) => ({
        title: room.name,
        blocks: [{ kind: 'facts' as const, rows: room.items.map((item) => [item.name, itemValue(item.condition, item.note, lang)] as const) }],
      })),
    ],
  };
}

function layout(input: InspectionDocumentInput, lang: Language) {
  const languages = documentLanguages(input.province, lang);
  const both = (say: (words: (typeof WORDS)[Language], language: Language) => string) => languages.map((language) => say(WORDS[language], language)).join(' / ');
  return {
    languages,
    layout: {
      title: WORDS[languages[0]!].title[input.kind],
      subtitle: [
        both((w) => `${w.number(input.inspectionId)} · ${w.leaseNumber(input.leaseId)}`),
        both((w, language) => w.inspectedOn(formatDayOfInstant(input.createdAt, input.province, language))),
      ],
      parts: languages.map((language) => part(input, language)),
      footer: (page: number, pages: number) => both((w) => `${w.number(input.inspectionId)} · ${w.page(page, pages)}`),
      language: languages[0] === 'fr' ? 'fr-CA' : 'en-CA',
      createdAt: new Date(input.createdAt),
      subject: WORDS[languages[0]!].number(input.inspectionId),
    },
  };
}

/** The report in `lang` (Québec: French first, then an English courtesy translation when English is asked). */
export function renderInspectionDocument(input: InspectionDocumentInput, lang: Language): Promise<Uint8Array> {
  return renderPdf(documentDefinition(layout(input, lang).layout));
}

/** The report followed by the signature page every sealed Hearth document ends with. */
export function renderSealedInspection(input: InspectionDocumentInput, lang: Language, signatures: LeaseDocumentSignature[], verifyUrl: string): Promise<Uint8Array> {
  const { languages, layout: definition } = layout(input, lang);
  const name = { en: WORDS.en.sealedName(input.inspectionId), fr: WORDS.fr.sealedName(input.inspectionId) };
  return renderPdf(documentDefinition({ ...definition, appendix: signaturePage({ province: input.province, languages, name, signatures, verifyUrl }) }));
}
