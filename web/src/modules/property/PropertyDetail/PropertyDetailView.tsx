import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { PinMapSlot } from '../../map';
import {
  AlertIcon,
  Badge,
  Button,
  ButtonLink,
  Card,
  CardHeader,
  ChevronLeftIcon,
  FileIcon,
  Gallery,
  HeartIcon,
  ShareIcon,
  Skeleton,
  VerifiedBadge,
  formatCad,
  formatCount,
  formatDate,
} from '@hearth/design-system';
import type { ScreenState } from '../../common';
import { container } from '../../common/layout.css';
import { StatePanel } from '../../common/StatePanel';
import { EmailAddress } from '../../common/EmailAddress';
import { phoneForDisplay } from '@hearth/api/contracts/phone-display';
import { DEFAULT_PROPERTY_IMAGE, imageUrl } from '../../../lib/image-url';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { amenityLabel } from '../amenity-labels';
import { bedroomsLabel, furnishedLabel, parkingLabel, propertyStatusLabel, propertyTypeLabel, provinceLabel } from '../../../lib/labels';
import { leaseStatusLabel } from '../../lease/lease-status';
import { listingPlace, listingText } from '../listing-text';
import type { DetailDocument, DetailProperty } from '../property.model';
import type { ReportListingInput } from '../ReportListingDialog/ReportListingDialog';
import { DocumentList } from './DocumentList';
import type { DetailDialog } from './PropertyDetailDialogs';
import { SignInLink } from '../../auth/AuthDialog/SignInLink';
import { FairPrice } from './FairPrice';
import * as styles from './PropertyDetail.css';

export interface PropertyDetailData {
  property: DetailProperty;
  documents: DetailDocument[];
}

export type PropertyDetailState = ScreenState<PropertyDetailData, 'loading' | 'notFound' | 'error' | 'ready'>;

export interface PropertyDetailViewProps {
  state: PropertyDetailState;
  /** The viewer owns it: no contact panel (docs/product.md#property-detail). */
  isOwner: boolean;
  /** The owner and admins see the review status badge (Pending, Approved, Rejected); visitors do not. */
  showReviewStatus?: boolean;
  saved: boolean;
  whatsappHref: string | null;
  messagePending?: boolean;
  viewingPending?: boolean;
  /** Signed in and not the owner: may report the listing to the admins. */
  canReport: boolean;
  /**
   * Signed out: Send Message, Request Viewing and Save ask to sign in first, as links to this page with
   * `?auth=sign-in` (SignInLink), which work before the app has loaded.
   */
  signInFirst?: boolean;
  reportPending?: boolean;
  /** Apply to this listing (tenants only; docs/product.md#rental-applications), beside the contact actions. */
  apply?: ReactNode;
  /** The listing's statistics, for its owner and admins (a lazy chunk: the charts load only for them). */
  statistics?: ReactNode;
  /** Opens a dialog from the start (stories). */
  initialDialog?: DetailDialog;
  /** Opens the message dialog once the page is drawn: the action a visitor asked for before signing in. */
  openMessage?: boolean;
  onBack: () => void;
  onToggleSave: () => void;
  onShare: () => void;
  /** Resolves true when sent, so the dialog closes. Signed-out callers get the sign-in dialog instead. */
  onSendMessage: (message: string) => Promise<boolean>;
  /** False when the caller must sign in first (the container opened the sign-in dialog). */
  canMessage: () => boolean;
  onRequestViewing: () => void;
  /**
   * A signed-in visitor's viewing action (slot picker, booked state), in place of the plain Request Viewing button; drawn
   * in the contact card and again in the phone action bar (`'bar'`: the button only, nothing once booked).
   */
  viewing?: (place: ActionPlace) => ReactNode;
  onDownload: (doc: { ipfsHash: string; name: string }) => void;
  /** Resolves true when the report was sent, so the dialog closes. */
  onReport: (input: ReportListingInput) => Promise<boolean>;
}

const PropertyDetailDialogs = lazy(() => import('./PropertyDetailDialogs').then((m) => ({ default: m.PropertyDetailDialogs })));

/** Where a contact action is drawn: the contact card, or the action bar that keeps it at hand on phones. */
export type ActionPlace = 'card' | 'bar';

/** OWNER_RESPONSE_TIME of the contracts ('Within 24 hours'), read in the locale. */
const RESPONSE_TIME = msg`Within 24 hours`;

/** Property detail (docs/product.md#property-detail): gallery, facts, current lease, contact, lease contract, quick actions, details. */
export function PropertyDetailView(props: PropertyDetailViewProps) {
  const { state, onBack } = props;
  const { t } = useLingui();
  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status !== 'ready') {
    return (
      <StatePanel
        title={t`Property Not Found`}
        actions={
          <Button variant="outline" onPress={onBack}>
            <ChevronLeftIcon /> <Trans>Back to properties</Trans>
          </Button>
        }
      >
        {state.status === 'error' ? state.message : t`This listing does not exist or is no longer available.`}
      </StatePanel>
    );
  }
  return <Ready {...props} {...state.data} />;
}

function Ready({
  property: p,
  documents,
  isOwner,
  showReviewStatus = false,
  saved,
  whatsappHref,
  messagePending,
  viewingPending,
  canReport,
  signInFirst = false,
  reportPending,
  apply,
  statistics,
  initialDialog = null,
  openMessage = false,
  onBack,
  onToggleSave,
  onShare,
  onSendMessage,
  canMessage,
  onRequestViewing,
  viewing,
  onDownload,
  onReport,
}: PropertyDetailViewProps & PropertyDetailData) {
  const [dialog, setDialog] = useState<DetailDialog>(initialDialog);
  const [messageDraft, setMessageDraft] = useState('');
  useEffect(() => {
    if (openMessage) setDialog('message');
  }, [openMessage]);
  // Texts, enum labels, money and dates in the render's locale (a server render has its own i18n).
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const wasRent = p.previousRent ? formatCad(p.previousRent, locale) : null;
  const heading = listingText(p.title, p.titleFr, locale);
  const about = listingText(p.description ?? '', p.descriptionFr, locale);
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
  const title = heading.text;
  const photoAlt = (photo: number, photos: number) => t`${title}, photo ${photo} of ${photos}`;
  const sqft = p.sqft ? formatCount(p.sqft, locale) : '';
  const ownerName = p.owner.name;
  const responseTime = i18n._(RESPONSE_TIME);
  const documentCount = documents.length;
  /** Documents stored on IPFS under their content id: what 'IPFS Verified' vouches for. */
  const verifiedDocuments = documents.filter((d) => d.ipfsHash).length;
  const requestButton = (waiting = false) =>
    signInFirst ? (
      <SignInLink fullWidth variant="outline" then="viewing">
        <Trans>Request Viewing</Trans>
      </SignInLink>
    ) : (
    <Button fullWidth variant="outline" onPress={onRequestViewing} isPending={viewingPending} pendingLabel={t`Sending...`} isDisabled={waiting}>
      <Trans>Request Viewing</Trans>
    </Button>
    );
  const messageButton = signInFirst ? (
    <SignInLink fullWidth then="message">
      <Trans>Send Message</Trans>
    </SignInLink>
  ) : (
    <Button fullWidth onPress={() => canMessage() && setDialog('message')}>
      <Trans>Send Message</Trans>
    </Button>
  );
  // While the viewing code loads the button waits: the listing may offer times, which a plain request would skip.
  const viewingAction = (place: ActionPlace) => (viewing ? <Suspense fallback={requestButton(true)}>{viewing(place)}</Suspense> : requestButton());

  return (
    <div className={`${container} ${styles.page}`}>
      <Button variant="ghost" size="sm" onPress={onBack} className={styles.back}>
        <ChevronLeftIcon /> <Trans>Back to properties</Trans>
      </Button>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Gallery
            label={t`${title} photos`}
            images={p.images.map((image, i) => ({ src: imageUrl(image), alt: photoAlt(i + 1, p.images.length) }))}
            fallbackSrc={DEFAULT_PROPERTY_IMAGE}
          />

          <div>
            <div className={styles.titleRow}>
              <div className={styles.titleText}>
                <h1 className={styles.title} lang={heading.lang}>
                  {heading.text}
                </h1>
                {heading.lang ? <p className={styles.address}>{t`Written in English`}</p> : null}
                <p className={styles.address}>
                  {listingPlace(p)}, {provinceLabel(p.province, i18n)}
                  {p.postalCode ? ` ${p.postalCode}` : ''}
                </p>
              </div>
              <p className={styles.rent}>
                {formatCad(p.monthlyRent, locale)}{' '}
                <span className={styles.rentUnit}>
                  <Trans>per month</Trans>
                </span>
                {wasRent ? (
                  <>
                    {' '}
                    <span className={styles.rentWas}>{t`was ${wasRent}`}</span>
                  </>
                ) : null}
              </p>
            </div>
            <div className={styles.badges}>
              <Badge tone="info">{propertyTypeLabel(p.propertyType, i18n)}</Badge>
              {p.previousRent ? <Badge tone="success">{t`Price dropped`}</Badge> : null}
              {/* The review status is for the owner and admins; a visitor only ever sees approved listings. */}
              {showReviewStatus ? <Badge status={p.status}>{propertyStatusLabel(p.status, i18n)}</Badge> : null}
              {verifiedDocuments > 0 ? <VerifiedBadge>{t`IPFS Verified`}</VerifiedBadge> : null}
            </div>
            <FairPrice comparison={p.rentComparison} city={p.city} province={p.province} bedrooms={p.bedrooms} />
          </div>

          <ul className={styles.facts} aria-label={t`Key facts`}>
            <Fact label={t`Bedrooms`} value={bedroomsLabel(p.bedrooms, i18n)} />
            <Fact label={t`Bathrooms`} value={formatCount(Number(p.bathrooms), locale)} />
            {p.sqft ? <Fact label={t`Size`} value={t`${sqft} sq ft`} /> : null}
            <Fact label={t`Parking`} value={parkingLabel(p.parking, i18n)} />
          </ul>

          <Section id="about" title={t`About this home`}>
            <p className={styles.prose} lang={about.text ? about.lang : undefined}>
              {about.text || t`The owner has not added a description yet.`}
            </p>
          </Section>

          {lease ? (
            <Section id="lease" title={t`Current lease`}>
              <dl className={styles.dl}>
                <Detail term={t`Tenant`}>{lease.tenantName || t`Pending`}</Detail>
                {lease.lease ? (
                  <>
                    <Detail term={t`Email`}>
                      <EmailAddress email={lease.lease.tenantEmail} />
                    </Detail>
                    <Detail term={t`Phone`}>{lease.lease.tenantPhone ? phoneForDisplay(lease.lease.tenantPhone) : '—'}</Detail>
                  </>
                ) : null}
                <Detail term={t`Status`}>
                  <Badge status={lease.status}>{leaseStatusLabel(lease.status, i18n)}</Badge>
                </Detail>
                <Detail term={t`Monthly rent`}>{formatCad(lease.lease?.monthlyRent ?? p.monthlyRent, locale)}</Detail>
                <Detail term={t`Start date`}>{lease.startDate ? formatDate(lease.startDate, locale) : '—'}</Detail>
                <Detail term={t`End date`}>{lease.endDate ? formatDate(lease.endDate, locale) : '—'}</Detail>
              </dl>
            </Section>
          ) : null}

          <Section id="amenities" title={t`Features and amenities`}>
            {p.amenities.length ? (
              <ul className={styles.amenities}>
                {p.amenities.map((a) => (
                  <li key={a}>
                    <Badge tone="neutral">{amenityLabel(a, i18n)}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>
                <Trans>No amenities listed.</Trans>
              </p>
            )}
          </Section>

          {p.latitude != null && p.longitude != null ? (
            <Section id="location" title={t({ message: 'Location', context: 'where the home is' })}>
              <div className={styles.map}>
                <PinMapSlot point={{ latitude: p.latitude, longitude: p.longitude }} label={t`Map: ${p.address}, ${p.city}`} zoom={13} />
              </div>
            </Section>
          ) : null}

          {statistics ? <Suspense fallback={null}>{statistics}</Suspense> : null}
        </div>

        <aside className={styles.column} aria-label={t`Actions and details`}>
          {isOwner ? null : (
            <Card as="section" aria-labelledby="contact-title">
              <CardHeader title={t`Contact owner`} level={2} description={ownerName ? t`Listed by ${ownerName}` : undefined} />
              <div className={styles.stack}>
                {messageButton}
                {apply}
                {viewingAction('card')}
                {whatsappHref ? (
                  <ButtonLink href={whatsappHref} variant="secondary" fullWidth>
                    <Trans>Chat on WhatsApp</Trans>
                  </ButtonLink>
                ) : null}
                <p className={styles.muted}>
                  <Trans>
                    Response time: <strong>{responseTime}</strong>
                  </Trans>
                </p>
              </div>
            </Card>
          )}

          <Section id="contract" title={t`Lease contract`}>
            <DocumentList docs={contract ? [{ name: contract.name, ipfsHash: contract.ipfsHash }] : leaseDocs} emptyText={t`No lease contract uploaded yet.`} onDownload={onDownload} />
          </Section>

          <Section id="quick" title={t`Quick actions`}>
            <div className={styles.stack}>
              {signInFirst ? (
                <SignInLink variant="outline" fullWidth then="save">
                  <HeartIcon /> {t`Save Property`}
                </SignInLink>
              ) : (
                <Button variant="outline" fullWidth onPress={onToggleSave} aria-pressed={saved}>
                  <HeartIcon style={saved ? { fill: 'currentColor' } : undefined} /> {saved ? t`Saved` : t`Save Property`}
                </Button>
              )}
              <Button variant="outline" fullWidth onPress={onShare}>
                <ShareIcon /> <Trans>Share</Trans>
              </Button>
              <Button variant="outline" fullWidth onPress={() => setDialog('documents')}>
                <FileIcon /> <Trans>View All Documents ({documentCount})</Trans>
              </Button>
              {canReport ? (
                <Button variant="ghost" fullWidth onPress={() => setDialog('report')}>
                  <AlertIcon /> <Trans>Report listing</Trans>
                </Button>
              ) : null}
            </div>
          </Section>

          <Section id="details" title={t`Property details`}>
            <dl className={styles.dl}>
              <Detail term={t`Type`}>{propertyTypeLabel(p.propertyType, i18n)}</Detail>
              <Detail term={t`Furnished`}>{furnishedLabel(p.furnished, i18n)}</Detail>
              <Detail term={t`Parking`}>{parkingLabel(p.parking, i18n)}</Detail>
              <Detail term={t`Available from`}>{p.leaseStartDate ? formatDate(p.leaseStartDate, locale) : t`Now`}</Detail>
            </dl>
          </Section>
        </aside>
      </div>

      {isOwner ? null : (
        // Phones: the contact card is far below the photos, so its first actions stay at hand at the bottom of the
        // screen (docs/product.md#property-detail): Apply for a tenant, else Send Message, and the viewing action.
        <div role="region" aria-label={t`Listing actions`} className={styles.actionBar}>
          {apply ?? messageButton}
          {viewingAction('bar')}
        </div>
      )}

      {/* The dialogs' code (react-aria's dialog, the forms) loads with the first one opened, not with the page. */}
      {dialog ? (
        <Suspense fallback={null}>
          <PropertyDetailDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            title={p.title}
            messagePending={messagePending}
            reportPending={reportPending}
            messageDraft={messageDraft}
            onMessageDraftChange={setMessageDraft}
            onSendMessage={closeWhenDone(async (text: string) => {
              const sent = await onSendMessage(text);
              if (sent) setMessageDraft('');
              return sent;
            })}
            onReport={closeWhenDone(onReport)}
            leaseDocs={leaseDocs}
            otherDocs={otherDocs}
            onDownload={onDownload}
          />
        </Suspense>
      ) : null}
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

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <div className={`${container} ${styles.page}`} role="status" aria-label={t`Loading property`}>
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
