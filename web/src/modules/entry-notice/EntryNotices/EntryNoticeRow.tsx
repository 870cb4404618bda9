import type { ReactNode } from 'react';
import { Badge } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import type { EntryNoticeItem } from '../entry-notice.model';
import { entrySpan, isPastEntry } from '../entry-rule';

/** One notice: when (the province's clock), how long, why; past ones marked. */
export function EntryNoticeRow({ notice, now, badge, title }: { notice: EntryNoticeItem; now: Date; badge?: ReactNode; title?: string | null }) {
  const { t, i18n } = useLingui();
  const past = isPastEntry(notice.endsAt, now.getTime());
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <div className={layout.meta}>
          <h3 className={layout.rowTitle}>{title ?? entrySpan(notice.enterAt, notice.endsAt, notice.timeZone, i18n.locale)}</h3>
          {badge}
          {past ? <Badge>{t({ message: 'Past', context: 'an entry' })}</Badge> : null}
        </div>
        {title ? <p className={layout.muted}>{entrySpan(notice.enterAt, notice.endsAt, notice.timeZone, i18n.locale)}</p> : null}
        <p className={layout.muted}>{t`Reason: ${notice.reason}`}</p>
      </div>
    </div>
  );
}
