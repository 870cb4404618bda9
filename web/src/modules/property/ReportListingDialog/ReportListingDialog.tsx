import { useState, type FormEvent } from 'react';
import { Button, Dialog, Radio, RadioGroup, TextArea } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_DETAILS_MAX, type ReportReason } from '@hearth/api/contracts/report';
import { REPORT_REASON_LABELS } from '../../../lib/labels';
import { layout } from '../../common';


export interface ReportListingInput {
  reason: ReportReason;
  details: string;
}

export interface ReportListingDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing's title, named in the dialog. */
  title: string;
  pending?: boolean;
  onSubmit: (input: ReportListingInput) => void;
}

/** 'Report listing' (docs/product.md#trust-and-safety): a reason and optional details, sent to the admins' report queue. */
export function ReportListingDialog({ isOpen, onOpenChange, title, pending, onSubmit }: ReportListingDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason) onSubmit({ reason, details: details.trim() });
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Report listing`}
      description={t`What is wrong with "${title}"? An administrator will review your report.`}
    >
      <form onSubmit={submit} className={layout.stack}>
        <RadioGroup label={t`Reason`} value={reason} onChange={(value) => setReason(value as ReportReason)} isRequired>
          {Object.entries(REPORT_REASON_LABELS).map(([value, label]) => (
            <Radio key={value} value={value}>
              {i18n._(label)}
            </Radio>
          ))}
        </RadioGroup>
        <TextArea label={t`Details (optional)`} value={details} onChange={setDetails} rows={4} maxLength={REPORT_DETAILS_MAX} placeholder={t`Tell us what you noticed.`} />
        <Button type="submit" isDisabled={!reason} isPending={pending} pendingLabel={t`Sending...`} fullWidth>
          <Trans>Send Report</Trans>
        </Button>
      </form>
    </Dialog>
  );
}
