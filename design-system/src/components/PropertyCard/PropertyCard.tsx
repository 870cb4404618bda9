import type { ImgHTMLAttributes, ReactNode } from 'react';
import { BathIcon, BedIcon, RulerIcon } from '../../icons/Icons';
import { formatCad, formatCount } from '../../utils/format';
import { Card } from '../Card/Card';
import { ImageWithFallback } from '../Image/Image';
import * as styles from './PropertyCard.css';

export interface PropertyCardProps {
  title: string;
  description?: string;
  /** Address and city line. */
  location?: ReactNode;
  /** First image only (spec §2); `fallbackImageSrc` when missing or broken. */
  imageSrc?: string | null;
  imageAlt?: string;
  fallbackImageSrc?: string;
  /** Loading hints for the image; lazy by default. Cards above the fold pass `loading: 'eager'` (and the first
   *  one `fetchPriority: 'high'`): their image is usually the page's largest paint. */
  imageLoading?: Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>;
  /** Monthly rent in CAD, shown as '$1,850 per month'. */
  monthlyRent?: number | string;
  /** Overlaid top-left on the image: status, 'IPFS Verified'. */
  badges?: ReactNode;
  /** Overlaid top-right: save and share icon buttons (use `propertyCardActionClassName`). In a long grid, plain
   *  <button>s with `buttonClassName` hydrate far cheaper than react-aria Buttons and look the same. */
  actions?: ReactNode;
  /** Facts row, e.g. `<PropertyFacts bedrooms={2} bathrooms={1.5} sqft={850} />`. */
  facts?: ReactNode;
  /** Extra content under the facts, e.g. the Booked panel. */
  children?: ReactNode;
  /** Bottom area, usually the 'View Details' ButtonLink. */
  footer?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

export { actionChip as propertyCardActionClassName } from './PropertyCard.css';

/** Marketplace listing card. Data-free: the web app maps a property onto these props. */
export function PropertyCard({
  title,
  description,
  location,
  imageSrc,
  imageAlt,
  fallbackImageSrc,
  imageLoading,
  monthlyRent,
  badges,
  actions,
  facts,
  children,
  footer,
  headingLevel = 3,
}: PropertyCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" padding="none" interactive>
      <div className={styles.media}>
        <ImageWithFallback src={imageSrc} fallbackSrc={fallbackImageSrc} alt={imageAlt ?? title} {...imageLoading} />
        {badges ? <div className={styles.badges}>{badges}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Heading className={styles.title} title={title}>
            {title}
          </Heading>
        </div>
        {location ? <p className={styles.location}>{location}</p> : null}
        {description ? <p className={styles.description}>{description}</p> : null}
        {facts}
        {monthlyRent !== undefined ? (
          <p className={styles.price}>
            <span className={styles.amount}>{formatCad(monthlyRent)}</span> per month
          </p>
        ) : null}
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Card>
  );
}

export interface PropertyFactsProps {
  bedrooms?: number;
  bathrooms?: number | string;
  sqft?: number | null;
}

/** Bedrooms, bathrooms and square footage with icons; omits what is missing. */
export function PropertyFacts({ bedrooms, bathrooms, sqft }: PropertyFactsProps) {
  return (
    <ul className={styles.facts}>
      {bedrooms !== undefined ? (
        <li className={styles.fact}>
          <BedIcon /> {bedrooms === 0 ? 'Studio' : `${bedrooms} bed${bedrooms === 1 ? '' : 's'}`}
        </li>
      ) : null}
      {bathrooms !== undefined ? (
        <li className={styles.fact}>
          <BathIcon /> {Number(bathrooms)} bath{Number(bathrooms) === 1 ? '' : 's'}
        </li>
      ) : null}
      {sqft ? (
        <li className={styles.fact}>
          <RulerIcon /> {formatCount(sqft)} sq ft
        </li>
      ) : null}
    </ul>
  );
}
