import { Link } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  HeartIcon,
  PropertyCard,
  PropertyFacts,
  ShareIcon,
  buttonClassName,
  formatDate,
  propertyCardActionClassName,
} from '@hearth/design-system';
import { DEFAULT_PROPERTY_IMAGE, coverImage } from '../../../lib/image-url';
import type { Booking, CardProperty } from '../property.model';
import * as styles from './PropertyCard.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { listingPlace, listingText } from '../listing-text';

export interface PropertyCardViewProps {
  property: CardProperty;
  /** The lease booking it now, or null when free (then 'View Details'). */
  booking: Booking | null;
  /** Shown state of the heart, optimistic while a save waits its 300 ms. */
  saved: boolean;
  onToggleSave: () => void;
  onShare: () => void;
  headingLevel?: 2 | 3;
  /** Position in its grid: the first cards are above the fold, so their images load first (LCP). */
  gridIndex?: number;
}

function imageLoadingAt(index: number | undefined) {
  if (index === 0) return { loading: 'eager', fetchPriority: 'high' } as const;
  return index !== undefined && index < 3 ? ({ loading: 'eager' } as const) : undefined;
}

const actionClassName = `${buttonClassName({ variant: 'icon', size: 'sm' })} ${propertyCardActionClassName}`;
const footerClassName = buttonClassName({ fullWidth: true });

/**
 * Marketplace card (docs/product.md#property-card): first image, clamps, badges, CAD per month, heart, share, Booked panel. Its actions
 * are plain <button>/<a> in the design system's button look: a grid hydrates a dozen cards at once, and react-aria's
 * press and focus hooks (plus a synchronous re-render each after hydration) cost a phone more than they give a
 * native button or link.
 */
export function PropertyCardView({ property, booking, saved, onToggleSave, onShare, headingLevel = 3, gridIndex }: PropertyCardViewProps) {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const { id } = property;
  const title = listingText(property.title, property.titleFr, locale).text;
  return (
    <PropertyCard
      title={title}
      description={property.description ?? undefined}
      location={listingPlace(property)}
      imageSrc={coverImage(property.images)}
      fallbackImageSrc={DEFAULT_PROPERTY_IMAGE}
      imageAlt={t`Photo of ${title}`}
      imageLoading={imageLoadingAt(gridIndex)}
      monthlyRent={property.monthlyRent}
      headingLevel={headingLevel}
      perMonthText={t`per month`}
      badges={property.previousRent ? <span className={styles.priceDropped}>{t`Price dropped`}</span> : undefined}
      // No review badge: every card of the marketplace is an approved listing, which tells a renter nothing
      // (docs/product.md#property-card); 'IPFS Verified' is the detail page's, where the documents are counted.
      actions={
        <CardActions
          saved={saved}
          saveLabel={saved ? t`Remove ${title} from saved` : t`Save ${title}`}
          shareLabel={t`Share ${title}`}
          onToggleSave={onToggleSave}
          onShare={onShare}
        />
      }
      facts={
        <PropertyFacts
          bedrooms={property.bedrooms}
          bathrooms={property.bathrooms}
          sqft={property.sqft}
          labels={{
            bedrooms: (count) => (count === 0 ? t`Studio` : t`${plural(count, { one: '# bed', other: '# beds' })}`),
            bathrooms: (count) => t`${plural(count, { one: '# bath', other: '# baths' })}`,
            sqft: (count) => t`${count} sq ft`,
          }}
        />
      }
      footer={
        booking ? (
          <button type="button" className={footerClassName} disabled>
            {t`Currently Booked`}
          </button>
        ) : (
          <Link to={`/property/${id}`} className={footerClassName} aria-label={t`View Details: ${title}`}>
            {t`View Details`}
          </Link>
        )
      }
    >
      {booking ? (
        <div className={styles.booked}>
          <span className={styles.bookedTitle}>
            {t`Booked`}
          </span>
          <span>{booking.tenantName || t`Pending`}</span>
          {booking.startDate || booking.endDate ? (
            <span>
              {formatDate(booking.startDate, locale) || '…'} – {formatDate(booking.endDate, locale) || '…'}
            </span>
          ) : null}
        </div>
      ) : null}
    </PropertyCard>
  );
}

interface CardActionsProps extends Pick<PropertyCardViewProps, 'saved' | 'onToggleSave' | 'onShare'> {
  saveLabel: string;
  shareLabel: string;
}

/**
 * Save and Share. Until the app has loaded a click on them would do nothing, so they say they are not ready yet
 * (dimmed, `aria-disabled`); only these two buttons draw again once it has, not the card.
 */
function CardActions({ saved, saveLabel, shareLabel, onToggleSave, onShare }: CardActionsProps) {
  const waiting = useHydrated() ? { className: actionClassName } : { className: `${actionClassName} ${styles.waiting}`, 'aria-disabled': true };
  return (
    <>
      <button type="button" {...waiting} aria-label={saveLabel} aria-pressed={saved} onClick={onToggleSave}>
        <HeartIcon className={saved ? `${styles.saved} ${styles.savedIcon}` : undefined} />
      </button>
      <button type="button" {...waiting} aria-label={shareLabel} onClick={onShare}>
        <ShareIcon />
      </button>
    </>
  );
}
