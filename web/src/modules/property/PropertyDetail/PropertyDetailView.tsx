import { useState, type FormEvent, type ReactNode } from 'react';
import {
  AlertIcon,
  Badge,
  Button,
  ButtonLink,
  Card,
  CardHeader,
  ChevronLeftIcon,
  Dialog,
  FileIcon,
  Gallery,
  HeartIcon,
  ShareIcon,
  Skeleton,
  TextArea,
  VerifiedBadge,
  formatCad,
  formatCount,
  formatDate,
} from '@hearth/design-system';
import { OWNER_RESPONSE_TIME } from '@hearth/api/contracts';
import type { ScreenState } from '../../common';
import { container } from '../../common/layout.css';
import { StatePanel } from '../../common/StatePanel';
import { DEFAULT_PROPERTY_IMAGE, imageUrl } from '../../../lib/image-url';
import { useLingui } from '@lingui/react';
import { bedroomsLabel, furnishedLabel, parkingLabel, propertyTypeLabel } from '../../../lib/labels';
import type { DetailDocument, DetailProperty } from '../property.model';
import { ReportListingDialog, type ReportListingInput } from '../ReportListingDialog/ReportListingDialog';
import * as styles from './PropertyDetail.css';

export interface PropertyDetailData {
  property: DetailProperty;
  documents: DetailDocument[];
}

export type PropertyDetailState = ScreenState<PropertyDetailData, 'loading' | 'notFound' | 'error' | 'ready'>;

export interface PropertyDetailViewProps {
  state: PropertyDetailState;
  /** The viewer owns it: no contact panel (spec §2). */
  isOwner: boolean;
  saved: boolean;
  whatsappHref: string | null;
  messagePending?: boolean;
  viewingPending?: boolean;
  /** Signed in and not the owner: may report the listing to the admins. */
  canReport: boolean;
  reportPending?: boolean;
  /** Opens a dialog from the start (stories). */
  initialDialog?: DetailDialog;
  onBack: () => void;
  onToggleSave: () => void;
  onShare: () => void;
  /** Resolves true when sent, so the dialog closes. Signed-out callers get the sign-in dialog instead. */
  onSendMessage: (message: string) => Promise<boolean>;
  /** False when the caller must sign in first (the container opened the sign-in dialog). */
  canMessage: () => boolean;
  onRequestViewing: () => void;
  onDownload: (doc: { ipfsHash: string; name: string }) => void;
  /** Resolves true when the report was sent, so the dialog closes. */
  onReport: (input: ReportListingInput) => Promise<boolean>;
}

type DetailDialog = 'message' | 'documents' | 'report' | null;

/** Property detail (spec §2): gallery, facts, current lease, contact, lease contract, quick actions, details. */
export function PropertyDetailView(props: PropertyDetailViewProps) {
  const { state, onBack } = props;
  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status !== 'ready') {
    return (
      <StatePanel
        title="Property Not Found"
        actions={
          <Button variant="outline" onPress={onBack}>
            <ChevronLeftIcon /> Back to properties
          </Button>
        }
      >
        {state.status === 'error' ? state.message : 'This listing does not exist or is no longer available.'}
      </StatePanel>
    );
  }
  return <Ready {...props} {...state.data} />;
}

function Ready({
  property: p,
  documents,
  isOwner,
  saved,
  whatsappHref,
  messagePending,
  viewingPending,
  canReport,
  reportPending,
  initialDialog = null,
  onBack,
  onToggleSave,
  onShare,
  onSendMessage,
  canMessage,
  onRequestViewing,
  onDownload,
  onReport,
}: PropertyDetailViewProps & PropertyDetailData) {
  const [dialog, setDialog] = useState<DetailDialog>(initialDialog);
  // The enum labels in the render's locale (a server render has its own i18n).
  const { i18n } = useLingui();
  const dialogProps = (name: NonNullable<DetailDialog>) => ({ isOpen: dialog === name, onOpenChange: (open: boolean) => setDialog(open ? name : null) });
  /** A dialog's submit that closes it once the container reports success. */
  const closeWhenDone =
    <T,>(submit: (value: T) => Promise<boolean>) =>
    async (value: T) => {
      if (await submit(value)) setDialog(null);
    };
  const lease = p.currentLease;
  const leaseDocs = documents.filter((d) => d.type === 'lease-agreement');
  const otherDocs = documents.filter((d) => d.type !== 'lease-agreement');
  const contract = lease?.lease?.contractDocument ?? null;

  return (
    <div className={`${container} ${styles.page}`}>
      <Button variant="ghost" size="sm" onPress={onBack} className={styles.back}>
        <ChevronLeftIcon /> Back to properties
      </Button>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Gallery
            label={`${p.title} photos`}
            images={p.images.map((image, i) => ({ src: imageUrl(image), alt: `${p.title}, photo ${i + 1} of ${p.images.length}` }))}
            fallbackSrc={DEFAULT_PROPERTY_IMAGE}
          />

          <div>
            <div className={styles.titleRow}>
              <div className={styles.titleText}>
                <h1 className={styles.title}>{p.title}</h1>
                <p className={styles.address}>
                  {p.address}, {p.city}, {p.province}
                </p>
              </div>
              <p className={styles.rent}>
                {formatCad(p.monthlyRent)}
                <span className={styles.rentUnit}>per month</span>
              </p>
            </div>
            <div className={styles.badges}>
              <Badge tone="info">{propertyTypeLabel(p.propertyType, i18n)}</Badge>
              <Badge status={p.status} />
              <VerifiedBadge />
            </div>
          </div>

          <ul className={styles.facts} aria-label="Key facts">
            <Fact label="Bedrooms" value={bedroomsLabel(p.bedrooms, i18n)} />
            <Fact label="Bathrooms" value={String(Number(p.bathrooms))} />
            {p.sqft ? <Fact label="Size" value={`${formatCount(p.sqft)} sq ft`} /> : null}
            <Fact label="Parking" value={parkingLabel(p.parking, i18n)} />
          </ul>

          <Section id="about" title="About this home">
            <p className={styles.prose}>{p.description || 'The owner has not added a description yet.'}</p>
          </Section>

          {lease ? (
            <Section id="lease" title="Current lease">
              <dl className={styles.dl}>
                <Detail term="Tenant">{lease.tenantName || 'Pending'}</Detail>
                {lease.lease ? (
                  <>
                    <Detail term="Email">{lease.lease.tenantEmail}</Detail>
                    <Detail term="Phone">{lease.lease.tenantPhone || '—'}</Detail>
                  </>
                ) : null}
                <Detail term="Status">
                  <Badge status={lease.status} />
                </Detail>
                <Detail term="Monthly rent">{formatCad(lease.lease?.monthlyRent ?? p.monthlyRent)}</Detail>
                <Detail term="Start date">{lease.startDate ? formatDate(lease.startDate) : '—'}</Detail>
                <Detail term="End date">{lease.endDate ? formatDate(lease.endDate) : '—'}</Detail>
              </dl>
            </Section>
          ) : null}

          <Section id="amenities" title="Features and amenities">
            {p.amenities.length ? (
              <ul className={styles.amenities}>
                {p.amenities.map((a) => (
                  <li key={a}>
                    <Badge tone="neutral">{a}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>No amenities listed.</p>
            )}
          </Section>
        </div>

        <aside className={styles.column} aria-label="Actions and details">
          {isOwner ? null : (
            <Card as="section" aria-labelledby="contact-title">
              <CardHeader title="Contact owner" level={2} description={p.owner.name ? `Listed by ${p.owner.name}` : undefined} />
              <div className={styles.stack}>
                <Button fullWidth onPress={() => canMessage() && setDialog('message')}>
                  Send Message
                </Button>
                <Button fullWidth variant="outline" onPress={onRequestViewing} isPending={viewingPending} pendingLabel="Sending...">
                  Request Viewing
                </Button>
                {whatsappHref ? (
                  <ButtonLink href={whatsappHref} variant="secondary" fullWidth>
                    Chat on WhatsApp
                  </ButtonLink>
                ) : null}
                <p className={styles.muted}>
                  Response time: <strong>{OWNER_RESPONSE_TIME}</strong>
                </p>
              </div>
            </Card>
          )}

          <Section id="contract" title="Lease contract">
            <DocumentList docs={contract ? [{ name: contract.name, ipfsHash: contract.ipfsHash }] : leaseDocs} emptyText="No lease contract uploaded yet." onDownload={onDownload} />
          </Section>

          <Section id="quick" title="Quick actions">
            <div className={styles.stack}>
              <Button variant="outline" fullWidth onPress={onToggleSave} aria-pressed={saved}>
                <HeartIcon style={saved ? { fill: 'currentColor' } : undefined} /> {saved ? 'Saved' : 'Save Property'}
              </Button>
              <Button variant="outline" fullWidth onPress={onShare}>
                <ShareIcon /> Share
              </Button>
              <Button variant="outline" fullWidth onPress={() => setDialog('documents')}>
                <FileIcon /> View All Documents ({documents.length})
              </Button>
              {canReport ? (
                <Button variant="ghost" fullWidth onPress={() => setDialog('report')}>
                  <AlertIcon /> Report listing
                </Button>
              ) : null}
            </div>
          </Section>

          <Section id="details" title="Property details">
            <dl className={styles.dl}>
              <Detail term="Type">{propertyTypeLabel(p.propertyType, i18n)}</Detail>
              <Detail term="Furnished">{furnishedLabel(p.furnished, i18n)}</Detail>
              <Detail term="Parking">{parkingLabel(p.parking, i18n)}</Detail>
              <Detail term="Available from">{p.leaseStartDate ? formatDate(p.leaseStartDate) : 'Now'}</Detail>
            </dl>
          </Section>
        </aside>
      </div>

      <MessageDialog {...dialogProps('message')} title={p.title} pending={messagePending} onSend={closeWhenDone(onSendMessage)} />
      <ReportListingDialog {...dialogProps('report')} title={p.title} pending={reportPending} onSubmit={closeWhenDone(onReport)} />
      <Dialog {...dialogProps('documents')} title="Property documents" size="md">
        <div className={styles.stack}>
          <DocumentGroup title="Lease contract documents" docs={leaseDocs} onDownload={onDownload} />
          <DocumentGroup title="Other documents" docs={otherDocs} onDownload={onDownload} />
        </div>
      </Dialog>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <li className={styles.fact}>
      <span className={styles.factLabel}>{label}</span>
      <span className={styles.factValue}>{value}</span>
    </li>
  );
}

/** A card section of the page, named by its h2. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** One term and its value inside a `<dl className={styles.dl}>`. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.dt}>{term}</dt>
      <dd className={styles.dd}>{children}</dd>
    </>
  );
}

type Downloadable = { name: string; ipfsHash: string };

/** Documents with a Download button each, or `emptyText` when there are none. */
function DocumentList({ docs, emptyText, onDownload }: { docs: readonly Downloadable[]; emptyText: string; onDownload: PropertyDetailViewProps['onDownload'] }) {
  if (!docs.length) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ul className={styles.docList}>
      {docs.map((doc, i) => (
        <li key={`${i}-${doc.ipfsHash}`} className={styles.docItem}>
          <div>
            <div className={styles.docName}>{doc.name}</div>
            <div className={styles.hash}>{doc.ipfsHash}</div>
          </div>
          <Button size="sm" variant="outline" onPress={() => onDownload(doc)} aria-label={`Download ${doc.name}`}>
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}

function DocumentGroup({ title, docs, onDownload }: { title: string; docs: DetailDocument[]; onDownload: PropertyDetailViewProps['onDownload'] }) {
  return (
    <section>
      <h3 className={styles.groupTitle}>{title}</h3>
      <DocumentList docs={docs} emptyText="None yet." onDownload={onDownload} />
    </section>
  );
}

function MessageDialog({
  isOpen,
  onOpenChange,
  title,
  pending,
  onSend,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  pending?: boolean;
  onSend: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const blank = text.trim().length === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!blank) onSend(text.trim());
  };
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="Send message to owner" description={`About "${title}"`}>
      <form onSubmit={submit} className={styles.stack}>
        <TextArea label="Message" value={text} onChange={setText} rows={5} placeholder="Hi! Is this home still available? I'd love to know more." isRequired />
        <Button type="submit" isDisabled={blank} isPending={pending} pendingLabel="Sending..." fullWidth>
          Send Message
        </Button>
      </form>
    </Dialog>
  );
}

function DetailSkeleton() {
  return (
    <div className={`${container} ${styles.page}`} role="status" aria-label="Loading property">
      <div className={styles.layout}>
        <div className={styles.skeletonStack}>
          <Skeleton height={420} radius={16} />
          <Skeleton height={32} width="60%" />
          <Skeleton height={20} width="40%" />
          <Skeleton height={120} />
        </div>
        <div className={styles.skeletonStack}>
          <Skeleton height={200} radius={16} />
          <Skeleton height={160} radius={16} />
        </div>
      </div>
    </div>
  );
}
