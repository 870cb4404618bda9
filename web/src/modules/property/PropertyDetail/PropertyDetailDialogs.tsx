import type { FormEvent } from 'react';
import { Button, Dialog, TextArea } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReportListingDialog, type ReportListingInput } from '../ReportListingDialog/ReportListingDialog';
import type { DetailDocument } from '../property.model';
import { DocumentList, type Downloadable } from './DocumentList';
import * as styles from './PropertyDetail.css';

/** The listing page's dialogs; null while none is open. */
export type DetailDialog = 'message' | 'documents' | 'report' | null;

export interface PropertyDetailDialogsProps {
  dialog: NonNullable<DetailDialog>;
  onClose: () => void;
  title: string;
  messagePending?: boolean;
  /** The message being written: kept by the page, so closing the dialog does not lose it. */
  messageDraft: string;
  onMessageDraftChange: (text: string) => void;
  reportPending?: boolean;
  onSendMessage: (text: string) => void;
  onReport: (input: ReportListingInput) => void;
  leaseDocs: DetailDocument[];
  otherDocs: DetailDocument[];
  onDownload: (doc: Downloadable) => void;
}

/** The open dialog of a listing page (a chunk of its own: a visitor who opens none never loads it). */
export function PropertyDetailDialogs({ dialog, onClose, title, messagePending, messageDraft, onMessageDraftChange, reportPending, onSendMessage, onReport, leaseDocs, otherDocs, onDownload }: PropertyDetailDialogsProps) {
  const { t } = useLingui();
  const onOpenChange = (open: boolean) => !open && onClose();
  if (dialog === 'message') return <MessageDialog onOpenChange={onOpenChange} title={title} pending={messagePending} text={messageDraft} onTextChange={onMessageDraftChange} onSend={onSendMessage} />;
  if (dialog === 'report') return <ReportListingDialog isOpen onOpenChange={onOpenChange} title={title} pending={reportPending} onSubmit={onReport} />;
  return (
    <Dialog isOpen onOpenChange={onOpenChange} title={t`Property documents`} size="md">
      <div className={styles.stack}>
        <DocumentGroup title={t`Lease contract documents`} docs={leaseDocs} onDownload={onDownload} />
        <DocumentGroup title={t`Other documents`} docs={otherDocs} onDownload={onDownload} />
      </div>
    </Dialog>
  );
}

function DocumentGroup({ title, docs, onDownload }: { title: string; docs: DetailDocument[]; onDownload: (doc: Downloadable) => void }) {
  const { t } = useLingui();
  return (
    <section>
      <h3 className={styles.groupTitle}>{title}</h3>
      <DocumentList docs={docs} emptyText={t`None yet.`} onDownload={onDownload} />
    </section>
  );
}

function MessageDialog({
  onOpenChange,
  title,
  pending,
  text,
  onTextChange,
  onSend,
}: {
  onOpenChange: (open: boolean) => void;
  title: string;
  pending?: boolean;
  text: string;
  onTextChange: (text: string) => void;
  onSend: (text: string) => void;
}) {
  const { t } = useLingui();
  const blank = text.trim().length === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!blank) onSend(text.trim());
  };
  return (
    <Dialog isOpen onOpenChange={onOpenChange} title={t`Send message to owner`} description={t`About "${title}"`}>
      <form onSubmit={submit} className={styles.stack}>
        <TextArea label={t`Message`} value={text} onChange={onTextChange} rows={5} placeholder={t`Hi! Is this home still available? I'd love to know more.`} isRequired />
        <Button type="submit" isDisabled={blank} isPending={pending} pendingLabel={t`Sending...`} fullWidth>
          <Trans>Send Message</Trans>
        </Button>
      </form>
    </Dialog>
  );
}

