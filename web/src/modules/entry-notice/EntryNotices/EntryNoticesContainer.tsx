import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { useEntryNoticesQuery, useGiveEntryNoticeMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { useClock } from '../../../lib/clock';
import { screenState } from '../../common';
import { toEntryNotice } from '../entry-notice.mapper';
import { ScheduleEntryDialog } from '../ScheduleEntryDialog/ScheduleEntryDialog';
import { EntryNoticesView } from './EntryNoticesView';

/**
 * The notices of entry on one repair request (its detail screen): the list for both parties, and for the landlord
 * Schedule entry, whose form applies the province's rule (the API applies it again).
 */
export function EntryNoticesContainer({ repairRequestId, side }: { repairRequestId: number; side: 'tenant' | 'landlord' | null }) {
  const { t } = useLingui();
  const query = useEntryNoticesQuery({ variables: { repairRequestId }, fetchPolicy: 'cache-and-network' });
  const [give, giving] = useGiveEntryNoticeMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The form's clock: read once per opening, so the earliest lawful time it pre-fills stays put while it is open.
  const clock = useClock();
  const [now, setNow] = useState(clock);
  const context = query.data?.entryRuleContext;
  const notices = query.data?.entryNotices.map(toEntryNotice);
  return (
    <EntryNoticesView
      notices={screenState(query, notices, t`Failed to fetch entry notices`)}
      side={side}
      now={now}
      onSchedule={
        context
          ? () => {
              setNow(clock());
              setError(null);
              setOpen(true);
            }
          : undefined
      }
    >
      {context && open ? (
        <ScheduleEntryDialog
          isOpen
          onOpenChange={setOpen}
          province={context.province}
          urgency={context.urgency}
          now={now}
          isPending={giving.loading}
          error={error}
          onSubmit={async (input) => {
            try {
              await give({ variables: { repairRequestId, input } });
            } catch (failure) {
              setError(errorMessage(failure, t`Failed to send the notice. Please try again.`));
              return;
            }
            setOpen(false);
            await query.refetch().catch(() => undefined);
            toast({ title: t`Notice sent to the tenant`, variant: 'success' });
          }}
        />
      ) : null}
    </EntryNoticesView>
  );
}

/** Lazy-loaded by the repair request's screen: the form and its rules ship only when a request is opened. */
export default EntryNoticesContainer;
