import { useState, type FormEvent } from 'react';
import { Button, Dialog, Radio, RadioGroup, TextArea } from '@hearth/design-system';
import { REPORT_DETAILS_MAX, type ReportReason } from '@hearth/api/contracts';
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

/** 'Report listing' (issue 11 §7): a reason and optional details, sent to the admins' report queue. */
export function ReportListingDialog({ isOpen, onOpenChange, title, pending, onSubmit }: ReportListingDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason) onSubmit({ reason, details: details.trim() });
  };
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="Report listing" description={`What is wrong with "${title}"? An administrator will review your report.`}>
      <form onSubmit={submit} className={layout.stack}>
        <RadioGroup label="Reason" value={reason} onChange={(value) => setReason(value as ReportReason)} isRequired>
          {Object.entries(REPORT_REASON_LABELS).map(([value, label]) => (
            <Radio key={value} value={value}>
              {label}
            </Radio>
          ))}
        </RadioGroup>
        <TextArea label="Details (optional)" value={details} onChange={setDetails} rows={4} maxLength={REPORT_DETAILS_MAX} placeholder="Tell us what you noticed." />
        <Button type="submit" isDisabled={!reason} isPending={pending} pendingLabel="Sending..." fullWidth>
          Send Report
        </Button>
      </form>
    </Dialog>
  );
}
