import { Badge, Button } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { PanelListSection, type ListState } from '../../common';
import type { EntryNoticeItem } from '../entry-notice.model';
import { EntryNoticeRow } from './EntryNoticeRow';

export interface EntryNoticesViewProps {
  notices: ListState<EntryNoticeItem>;
  /** Which party reads: the landlord schedules, the tenant receives. */
  side: 'tenant' | 'landlord' | null;
  /** The landlord's Schedule entry (opens the dialog, which the caller renders as `children`). */
  onSchedule?: () => void;
  /** The form's clock: entries that ended are marked past. */
  now: Date;
  children?: React.ReactNode;
}

/** A repair request's notices of entry, the soonest first: the tenant's written notices, the landlord's record. */
export function EntryNoticesView({ notices, side, onSchedule, now, children }: EntryNoticesViewProps) {
  const { t } = useLingui();
  return (
    <PanelListSection
      title={t`Entry notices`}
      state={notices}
      action={
        side === 'landlord' && onSchedule ? (
          <Button size="sm" onPress={onSchedule}>
            {t`Schedule entry`}
          </Button>
        ) : undefined
      }
      empty={{
        title: t`No entry scheduled`,
        description: side === 'landlord' ? t`To enter for this repair, send the tenant a written notice with Schedule entry.` : t`Your landlord gives you written notice here before entering.`,
      }}
      renderItem={(notice) => <EntryNoticeRow notice={notice} now={now} badge={notice.urgency === 'emergency' ? <Badge tone="danger">{t`Emergency`}</Badge> : null} />}
    >
      {children}
    </PanelListSection>
  );
}
