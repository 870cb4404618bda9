import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@hearth/design-system';

/** A lease's day in the locale ('Oct 1, 2026', « 1 oct. 2026 »); an open end reads 'Not set'. */
export function leaseDay(date: string | null, i18n: I18n): string {
  return date ? formatDate(date, i18n.locale) : i18n._(msg`Not set`);
}

/** 'Oct 1, 2026 - Sep 30, 2027' (docs/product.md#business-constants date format); open ends read 'Not set'. */
export function leaseDateRange(startDate: string | null, endDate: string | null, i18n: I18n): string {
  const start = leaseDay(startDate, i18n);
  const end = leaseDay(endDate, i18n);
  return i18n._(msg`${start} - ${end}`);
}
