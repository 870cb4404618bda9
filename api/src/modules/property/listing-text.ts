import {
  DEFAULT_LOCALE,
  findDiscriminatoryWording,
  GROUND_NAMES,
  inLocale,
  listingTextCheckSchema,
  screenListingText,
  statedExceptions,
  type ListingTextFinding,
  type Locale,
  type Province,
  type ScreenedListingField,
  type WordingFinding,
} from '../../contracts/index.js';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu, translate, type Message } from '../../common/i18n.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';

/** A finding as the client gets it (REST body, GraphQL extensions and the check's answer). */
export type TextFinding = Pick<WordingFinding, 'words' | 'ground' | 'guidance' | 'suggestion' | 'source'> & { field: ScreenedListingField | null };

const asSent = (finding: WordingFinding & { field?: ScreenedListingField }): TextFinding => ({
  field: finding.field ?? null,
  words: finding.words,
  ground: finding.ground,
  guidance: finding.guidance,
  suggestion: finding.suggestion,
  source: finding.source,
});

/**
 * The message names the first wording found, its ground and the commission's guidance, in the caller's language;
 * the others are counted (every one is in `findings`).
 */
function discriminatoryTextMessage(findings: readonly WordingFinding[]): Message {
  const first = findings[0]!;
  const rule = { ground: GROUND_NAMES[first.ground], words: first.words, guidance: first.guidance };
  const values = {
    words: rule.words,
    ground: (locale: Locale) => inLocale(rule.ground, locale),
    // The finding's guidance is already in the caller's language (found with ctx.locale).
    guidance: rule.guidance,
  };
  return findings.length === 1
    ? icu('“{words}” excludes people because of their {ground}. {guidance}', values)
    : icu('“{words}” excludes people because of their {ground}. {guidance} {others, plural, one {# other wording is flagged too.} other {# other wordings are flagged too.}}', {
        ...values,
        others: findings.length - 1,
      });
}

/**
 * The one rule of create and edit: the listing's title and description, both languages, refused with 400
 * DISCRIMINATORY_TEXT when they hold wording of the table (contracts/discriminatory-wording.ts), the exceptions its
 * whole text states allowed. `changed`: the fields the request sets (an edit screens what it writes).
 */
export function refuseDiscriminatoryText(
  ctx: ServiceContext,
  listing: Partial<Record<ScreenedListingField, string | null | undefined>>,
  province: Province | null | undefined,
  changed: readonly ScreenedListingField[] = ['title', 'description', 'titleFr', 'descriptionFr'],
): void {
  const findings = screenListingText(listing, ctx.locale, province).filter((finding: ListingTextFinding) => changed.includes(finding.field));
  if (findings.length === 0) return;
  throw new DomainError('DISCRIMINATORY_TEXT', discriminatoryTextMessage(findings), { findings: findings.map(asSent) });
}

export type ListingTextCheck =
  | { ok: true; findings: TextFinding[] }
  | { ok: false; code: 'DISCRIMINATORY_TEXT'; message: string; findings: TextFinding[] };

/** POST /api/listing-text/check and checkListingText: the same answer as create and edit, for one text, while the landlord types. */
export class ListingTextService {
  constructor(private readonly writeLimits: WriteLimiter | null = null) {}

  async check(ctx: ServiceContext, input: unknown): Promise<ListingTextCheck> {
    const viewer = requireViewer(ctx);
    const { text, province } = parseInput(listingTextCheckSchema, input);
    await this.writeLimits?.consume(viewer, 'listingTextCheck');
    const findings = findDiscriminatoryWording(text, ctx.locale, statedExceptions([text], province));
    if (findings.length === 0) return { ok: true, findings: [] };
    const message = translate(ctx.locale ?? DEFAULT_LOCALE, discriminatoryTextMessage(findings));
    return { ok: false, code: 'DISCRIMINATORY_TEXT', message, findings: findings.map(asSent) };
  }
}
