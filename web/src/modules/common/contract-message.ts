import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * A validation message of the shared zod contracts in `i18n`'s language. The contracts speak English (the
 * spec's exact texts, also the API's); the API's catalog, loaded with every lazy page's catalogs, has their
 * French under Lingui's id of the English text. A message it lacks stays English.
 */
export const contractMessage = (message: string, i18n: I18n): string => i18n._({ id: generateMessageId(message), message });

interface ContractIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A form's errors from a contract's issues: the first message of each slot (by default the field it is about), in
 `i18n`'s language. `slotOf` may send an issue to another slot (the form's own) or drop it (undefined).
 */
export function issueMessages<Slot extends string>(
  issues: readonly ContractIssue[],
  i18n: I18n,
  slotOf: (issue: ContractIssue) => Slot | undefined = (issue) => issue.path[0] as Slot | undefined,
): Partial<Record<Slot, string>> {
  const errors: Partial<Record<Slot, string>> = {};
  for (const issue of issues) {
    const slot = slotOf(issue);
    if (slot !== undefined) errors[slot] ??= contractMessage(issue.message, i18n);
  }
  return errors;
}
