import type { ImgHTMLAttributes, ReactNode } from 'react';
import { BathIcon, BedIcon, RulerIcon } from '../../icons/Icons';
import { formatCad, formatCount } from '../../utils/format';
import { Card } from '../Card/Card';
import { ImageWithFallback } from '../Image/Image';
import { useDesignSystemLocale } from '../Provider/locale';
import { useStrings } from '../Provider/strings';
import * as styles from './PropertyCard.css';

export interface PropertyCardProps {
  title: string;
  description?: string;
  /** Address and city line. */
  location?: ReactNode;
  /** First image only (docs/product.md#property-card); `fallbackImageSrc` when missing or broken. */
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
  /** After the rent: 'per month' (the app passes its locale's words). */
  perMonthText?: string;
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
  perMonthText,
}: PropertyCardProps) {
  const locale = useDesignSystemLocale();
  const strings = useStrings();
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
            <span className={styles.amount}>{formatCad(monthlyRent, locale)}</span> {perMonthText ?? strings.perMonth}
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
  /** The words of the facts; the design system's in its locale by default (the app may pass its own). */
  labels?: PropertyFactsLabels;
}

export interface PropertyFactsLabels {
  bedrooms: (count: number) => string;
  bathrooms: (count: number) => string;
  /** `count` is already formatted ('1,200'). */
  sqft: (count: string) => string;
}

/** Bedrooms, bathrooms and square footage with icons; omits what is missing. */
export function PropertyFacts({ bedrooms, bathrooms, sqft, labels: given }: PropertyFactsProps) {
  const locale = useDesignSystemLocale();
  const strings = useStrings();
  const labels = given ?? strings;
  return (
    <ul className={styles.facts}>
      {bedrooms !== undefined ? (
        <li className={styles.fact}>
          <BedIcon /> {labels.bedrooms(bedrooms)}
        </li>
      ) : null}
      {bathrooms !== undefined ? (
        <li className={styles.fact}>
          <BathIcon /> {labels.bathrooms(Number(bathrooms))}
        </li>
      ) : null}
      {sqft ? (
        <li className={styles.fact}>
          <RulerIcon /> {labels.sqft(formatCount(sqft, locale))}
        </li>
      ) : null}
    </ul>
  );
}
