import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardHeader,
  ChevronLeftIcon,
  Dialog,
  FileIcon,
  HeartIcon,
  ImageWithFallback,
  ShareIcon,
  Skeleton,
  TextArea,
  VerifiedBadge,
  formatCad,
  formatDate,
} from '@hearth/design-system';
import { OWNER_RESPONSE_TIME } from '@hearth/api/contracts';
import { container } from '../../../app/shell/Shell.css';
import { StatePanel } from '../../../app/shell/StatePanel';
import { DEFAULT_PROPERTY_IMAGE, imageUrl } from '../../../lib/image-url';
import { bedroomsLabel, furnishedLabel, parkingLabel, propertyTypeLabel } from '../../../lib/labels';
import type { PropertyDetailQuery, PropertyDocumentsQuery } from '../../../generated/graphql';
import * as styles from './PropertyDetail.css';

export type DetailProperty = NonNullable<PropertyDetailQuery['property']>;
export type DetailDocument = PropertyDocumentsQuery['propertyDocuments'][number];

export type PropertyDetailState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error' }
  | { kind: 'ready'; property: DetailProperty; documents: DetailDocument[] };

export interface PropertyDetailViewProps {
  state: PropertyDetailState;
  /** The viewer owns it: no contact panel (spec §2). */
  isOwner: boolean;
  saved: boolean;
  whatsappHref: string | null;
  messagePending?: boolean;
  viewingPending?: boolean;
  /** Opens a dialog from the start (stories). */
  initialDialog?: 'message' | 'documents' | null;
  onBack: () => void;
  onToggleSave: () => void;
  onShare: () => void;
  /** Resolves true when sent, so the dialog closes. Signed-out callers get the sign-in dialog instead. */
  onSendMessage: (message: string) => Promise<boolean>;
  /** False when the caller must sign in first (the container opened the sign-in dialog). */
  canMessage: () => boolean;
  onRequestViewing: () => void;
  onDownload: (doc: { ipfsHash: string; name: string }) => void;
}

/** Property detail (spec §2): gallery, facts, current lease, contact, lease contract, quick actions, details. */
export function PropertyDetailView(props: PropertyDetailViewProps) {
  const { state, onBack } = props;
  if (state.kind === 'loading') return <DetailSkeleton />;
  if (state.kind === 'notFound' || state.kind === 'error') {
    return (
      <StatePanel
        title="Property Not Found"
        actions={
          <Button variant="outline" onPress={onBack}>
            <ChevronLeftIcon /> Back to properties
          </Button>
        }
      >
        {state.kind === 'error' ? 'Property not found' : 'This listing does not exist or is no longer available.'}
      </StatePanel>
    );
  }
  return <Ready {...props} property={state.property} documents={state.documents} />;
}

function Ready({
  property: p,
  documents,
  isOwner,
  saved,
  whatsappHref,
  messagePending,
  viewingPending,
  initialDialog = null,
  onBack,
  onToggleSave,
  onShare,
  onSendMessage,
  canMessage,
  onRequestViewing,
  onDownload,
}: PropertyDetailViewProps & { property: DetailProperty; documents: DetailDocument[] }) {
  const [dialog, setDialog] = useState<'message' | 'documents' | null>(initialDialog);
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
          <Gallery images={p.images} title={p.title} />

          <div>
            <div className={styles.titleRow}>
              <div>
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
              <Badge tone="info">{propertyTypeLabel(p.propertyType)}</Badge>
              <Badge status={p.status} />
              <VerifiedBadge />
            </div>
          </div>

          <ul className={styles.facts} aria-label="Key facts">
            <Fact label="Bedrooms" value={bedroomsLabel(p.bedrooms)} />
            <Fact label="Bathrooms" value={String(Number(p.bathrooms))} />
            {p.sqft ? <Fact label="Size" value={`${p.sqft.toLocaleString('en-CA')} sq ft`} /> : null}
            <Fact label="Parking" value={parkingLabel(p.parking)} />
          </ul>

          <Card as="section" aria-labelledby="about-title">
            <h2 id="about-title" className={styles.sectionTitle}>
              About this home
            </h2>
            <p className={styles.prose}>{p.description || 'The owner has not added a description yet.'}</p>
          </Card>

          {lease ? (
            <Card as="section" aria-labelledby="lease-title">
              <h2 id="lease-title" className={styles.sectionTitle}>
                Current lease
              </h2>
              <dl className={styles.dl}>
                <dt className={styles.dt}>Tenant</dt>
                <dd className={styles.dd}>{lease.tenantName || 'Pending'}</dd>
                {lease.lease ? (
                  <>
                    <dt className={styles.dt}>Email</dt>
                    <dd className={styles.dd}>{lease.lease.tenantEmail}</dd>
                    <dt className={styles.dt}>Phone</dt>
                    <dd className={styles.dd}>{lease.lease.tenantPhone || '—'}</dd>
                  </>
                ) : null}
                <dt className={styles.dt}>Status</dt>
                <dd className={styles.dd}>
                  <Badge status={lease.status} />
                </dd>
                <dt className={styles.dt}>Monthly rent</dt>
                <dd className={styles.dd}>{formatCad(lease.lease?.monthlyRent ?? p.monthlyRent)}</dd>
                <dt className={styles.dt}>Start date</dt>
                <dd className={styles.dd}>{lease.startDate ? formatDate(lease.startDate) : '—'}</dd>
                <dt className={styles.dt}>End date</dt>
                <dd className={styles.dd}>{lease.endDate ? formatDate(lease.endDate) : '—'}</dd>
              </dl>
            </Card>
          ) : null}

          <Card as="section" aria-labelledby="amenities-title">
            <h2 id="amenities-title" className={styles.sectionTitle}>
              Features and amenities
            </h2>
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
          </Card>
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
                  <ButtonLink href={whatsappHref} target="_blank" rel="noopener noreferrer" variant="secondary" fullWidth>
                    Chat on WhatsApp
                  </ButtonLink>
                ) : null}
                <p className={styles.muted}>
                  Response time: <strong>{OWNER_RESPONSE_TIME}</strong>
                </p>
              </div>
            </Card>
          )}

          <Card as="section" aria-labelledby="contract-title">
            <h2 id="contract-title" className={styles.sectionTitle}>
              Lease contract
            </h2>
            {contract || leaseDocs.length ? (
              <ul className={styles.docList}>
                {(contract ? [{ name: contract.name, ipfsHash: contract.ipfsHash }] : leaseDocs).map((d) => (
                  <DocumentRow key={d.ipfsHash} doc={d} onDownload={onDownload} />
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>No lease contract uploaded yet.</p>
            )}
          </Card>

          <Card as="section" aria-labelledby="quick-title">
            <h2 id="quick-title" className={styles.sectionTitle}>
              Quick actions
            </h2>
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
            </div>
          </Card>

          <Card as="section" aria-labelledby="details-title">
            <h2 id="details-title" className={styles.sectionTitle}>
              Property details
            </h2>
            <dl className={styles.dl}>
              <dt className={styles.dt}>Type</dt>
              <dd className={styles.dd}>{propertyTypeLabel(p.propertyType)}</dd>
              <dt className={styles.dt}>Furnished</dt>
              <dd className={styles.dd}>{furnishedLabel(p.furnished)}</dd>
              <dt className={styles.dt}>Parking</dt>
              <dd className={styles.dd}>{parkingLabel(p.parking)}</dd>
              <dt className={styles.dt}>Available from</dt>
              <dd className={styles.dd}>{p.leaseStartDate ? formatDate(p.leaseStartDate) : 'Now'}</dd>
            </dl>
          </Card>
        </aside>
      </div>

      <MessageDialog
        isOpen={dialog === 'message'}
        onOpenChange={(open) => setDialog(open ? 'message' : null)}
        title={p.title}
        pending={messagePending}
        onSend={async (text) => {
          if (await onSendMessage(text)) setDialog(null);
        }}
      />
      <Dialog isOpen={dialog === 'documents'} onOpenChange={(open) => setDialog(open ? 'documents' : null)} title="Property documents" size="md">
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

function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const sources = images.length ? images.map(imageUrl) : [DEFAULT_PROPERTY_IMAGE];
  return (
    <div className={styles.gallery}>
      <ImageWithFallback
        className={styles.mainImage}
        src={sources[index]}
        fallbackSrc={DEFAULT_PROPERTY_IMAGE}
        alt={`${title}, photo ${index + 1} of ${sources.length}`}
        width={1200}
        height={750}
      />
      {sources.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label="Photos">
          {sources.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              className={styles.thumb}
              aria-current={i === index}
              aria-label={`Show photo ${i + 1} of ${sources.length}`}
              onClick={() => setIndex(i)}
            >
              <ImageWithFallback className={styles.thumbImage} src={src} fallbackSrc={DEFAULT_PROPERTY_IMAGE} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function DocumentRow({ doc, onDownload }: { doc: { name: string; ipfsHash: string }; onDownload: PropertyDetailViewProps['onDownload'] }) {
  return (
    <li className={styles.docItem}>
      <div>
        <div className={styles.docName}>{doc.name}</div>
        <div className={styles.hash}>{doc.ipfsHash}</div>
      </div>
      <Button size="sm" variant="outline" onPress={() => onDownload(doc)} aria-label={`Download ${doc.name}`}>
        Download
      </Button>
    </li>
  );
}

function DocumentGroup({ title, docs, onDownload }: { title: string; docs: DetailDocument[]; onDownload: PropertyDetailViewProps['onDownload'] }) {
  return (
    <section>
      <h3 className={styles.groupTitle}>{title}</h3>
      {docs.length ? (
        <ul className={styles.docList}>
          {docs.map((d) => (
            <DocumentRow key={d.id} doc={d} onDownload={onDownload} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>None yet.</p>
      )}
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
