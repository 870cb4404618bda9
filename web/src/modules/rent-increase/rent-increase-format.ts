import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RentIncreaseStatus } from '@hearth/api/contracts/rent-increase-rules';

const rent = new Map<string, Intl.NumberFormat>();
/** A rent with its cents, as the locale writes it: '$2,042.00', '2 042,00 $'. */
export function formatRent(amount: number, locale: string): string {
  const key = locale.startsWith('fr') ? 'fr-CA' : 'en-CA';
  let format = rent.get(key);
  if (!format) rent.set(key, (format = new Intl.NumberFormat(key, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 })));
  return format.format(amount);
}

/** A cap: '2.1%', '2,1 %'. */
export const formatPercent = (percent: number, locale: string): string =>
  locale.startsWith('fr') ? `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(percent)}\u00a0%` : `${percent}%`;

const STATUS = {
  notified: msg({ context: 'rent increase', message: 'Notice given' }),
  accepted: msg({ context: 'rent increase', message: 'Accepted' }),
  refused: msg({ context: 'rent increase', message: 'Refused' }),
  cancelled: msg({ context: 'rent increase', message: 'Withdrawn' }),
} as const;

export const statusLabel = (status: RentIncreaseStatus, i18n: I18n): string => i18n._(STATUS[status]);
