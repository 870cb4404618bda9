import { Badge } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { PanelListSection, type ListState } from '../../common';
import type { EntryNoticeItem } from '../entry-notice.model';
import { EntryNoticeRow } from '../EntryNotices/EntryNoticeRow';

export interface UpcomingEntriesViewProps {
  entries: ListState<EntryNoticeItem>;
  now: Date;
}

/** The tenant's Home tab section: the landlord's entries still to come, the soonest first, with the property. */
export function UpcomingEntriesView({ entries, now }: UpcomingEntriesViewProps) {
  const { t } = useLingui();
  return (
    <PanelListSection
      title={t`Upcoming entries`}
      state={entries}
      empty={{ title: t`No entry planned`, description: t`When your landlord needs to enter for a repair, their written notice shows here.` }}
      renderItem={(entry) => (
        <EntryNoticeRow notice={entry} now={now} title={entry.propertyTitle ?? null} badge={entry.urgency === 'emergency' ? <Badge tone="danger">{t`Emergency`}</Badge> : null} />
      )}
    />
  );
}
