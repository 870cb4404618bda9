import { useDeferredValue, useMemo } from 'react';
import { screenListingText, type ListingTextFinding, type ScreenedListingField } from '@hearth/api/contracts/discriminatory-wording';
import type { Locale } from '@hearth/api/contracts/locales';
import type { Province } from '@hearth/api/contracts/provinces';

/** A finding shown under a field: the shared table's, or the server's (a 400 DISCRIMINATORY_TEXT's `findings`). */
export type TextFinding = Pick<ListingTextFinding, 'words' | 'ground' | 'guidance' | 'suggestion'>;
export type TextFindings = Partial<Record<ScreenedListingField, TextFinding[]>>;
export type ScreenedTexts = Record<ScreenedListingField, string>;

/**
 * The listing's title and description (both languages) screened while the landlord types, with the API's own table
 * run here: it is data (about 7 KB gzip, in the form's lazy chunk) and answers in well under a millisecond, so there
 * is no request per keystroke, no rate limit to meet and nothing to wait for; the deferred value keeps typing smooth
 * on slow phones.
 */
export function useListingTextScreening(texts: ScreenedTexts, province: string, locale: string): TextFindings {
  const deferred = useDeferredValue(texts);
  return useMemo(() => {
    const findings = screenListingText(deferred, locale as Locale, (province || null) as Province | null);
    const byField: TextFindings = {};
    for (const { field, ...finding } of findings) (byField[field] ??= []).push(finding);
    return byField;
  }, [deferred, province, locale]);
}

/** The server's findings of a 400 DISCRIMINATORY_TEXT, by field (GraphQL `extensions.findings`). */
export function findingsByField(findings: ReadonlyArray<TextFinding & { field?: string | null }> | undefined): TextFindings {
  const byField: TextFindings = {};
  for (const { field, ...finding } of findings ?? []) {
    if (field === 'title' || field === 'description' || field === 'titleFr' || field === 'descriptionFr') (byField[field] ??= []).push(finding);
  }
  return byField;
}

/** What a field shows: what the table finds as the landlord types, else what the server said of the text it was sent. */
export function shownFindings(local: TextFindings, server: TextFindings): TextFindings {
  const shown: TextFindings = {};
  for (const field of ['title', 'description', 'titleFr', 'descriptionFr'] as const) {
    const findings = local[field]?.length ? local[field] : server[field];
    if (findings?.length) shown[field] = findings;
  }
  return shown;
}
