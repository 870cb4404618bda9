import { useState } from 'react';
import { Button, Dialog, TextArea, TextField } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useClock } from '../../../lib/clock';
import { layout } from '../../common';
import { useZoneText } from '../viewing-time';
import { emptyProposals, proposalErrors, toProposedTimes, type ProposalErrors } from './propose-viewing-form';

export interface ProposeViewingDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  propertyTitle: string;
  /** The listing's zone: the times typed are its wall clock. */
  timeZone: string;
  isPending?: boolean;
  /** The API's refusal (asked already today, a time it refused). */
  error?: string | null;
  /** The instants proposed (one to three) and the message ('' when none). */
  onSend: (proposedTimes: string[], message: string) => void;
  /** The clock the form checks against; stories fix it. */
  now?: Date;
  /** Times filled in from the start (stories), as datetime-local values. */
  initialTimes?: string[];
}

/**
 * 'Request Viewing' on a listing without viewing times: up to three date-times (native inputs, the listing's wall
 * clock) and an optional message; the owner accepts one of them, offers times or declines.
 */
export function ProposeViewingDialog({ isOpen, onOpenChange, propertyTitle, timeZone, isPending, error, onSend, now, initialTimes }: ProposeViewingDialogProps) {
  const { t } = useLingui();
  const zoneText = useZoneText();
  const clock = useClock();
  const [times, setTimes] = useState(() => (initialTimes ? [...initialTimes, ...emptyProposals()].slice(0, 3) : emptyProposals()));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<ProposalErrors>({});
  const labels = [t`First choice`, t`Second choice (optional)`, t`Third choice (optional)`];
  const send = () => {
    const found = proposalErrors(times, timeZone, now ?? clock(), {
      required: t`Please propose at least one time.`,
      past: t`Choose a time in the future.`,
      hours: t`Choose a time between 8:00 a.m. and 8:00 p.m.`,
      tooFar: t`Choose a time within the next 90 days.`,
      duplicate: t`This time is already proposed.`,
    });
    setErrors(found);
    if (Object.keys(found).length === 0) onSend(toProposedTimes(times, timeZone), message.trim());
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Request a viewing`}
      description={t`About "${propertyTitle}"`}
      size="lg"
      footer={({ close }) => (
        <>
          <Button variant="outline" onPress={close} isDisabled={isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button isPending={isPending} pendingLabel={t`Sending...`} onPress={send}>
            <Trans>Send request</Trans>
          </Button>
        </>
      )}
    >
      <form
        className={layout.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <p className={layout.muted}>
          <Trans>The owner offers no viewing times yet. Propose up to three times that suit you; the owner accepts one or suggests others.</Trans>
        </p>
        <p className={layout.muted}>{zoneText(timeZone)}</p>
        {error ? (
          <p role="alert" className={layout.errorText}>
            {error}
          </p>
        ) : null}
        {labels.map((label, index) => (
          <TextField
            key={label}
            type="datetime-local"
            label={label}
            value={times[index]}
            onChange={(value) => setTimes((current) => current.map((time, i) => (i === index ? value : time)))}
            errorMessage={errors[index]}
            isInvalid={Boolean(errors[index])}
          />
        ))}
        <TextArea label={t`Message to the owner (optional)`} value={message} onChange={setMessage} rows={3} maxLength={1000} />
      </form>
    </Dialog>
  );
}
