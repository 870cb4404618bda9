import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { PropertyFacts, formatCad, type PropertyFactsLabels } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { PropertyThumb, layout } from '../../common';
import type { PropertyRow } from '../property.model';
import { provinceLabel } from '../../../lib/labels';

export interface PropertySummaryProps {
  property: Pick<PropertyRow, 'title' | 'images' | 'address' | 'city' | 'province' | 'bedrooms' | 'bathrooms' | 'sqft' | 'monthlyRent'>;
  /** The landlord's list names the province too (docs/product.md#dashboard). */
  withProvince?: boolean;
  /** Above the facts, e.g. the listing's status. */
  badges?: ReactNode;
  /** Under the facts, e.g. the lease's status and dates. */
  children?: ReactNode;
  actions: ReactNode;
}

/** The facts' words in the locale, as the marketplace cards say them. */
const factsIn = (i18n: I18n): PropertyFactsLabels => ({
  bedrooms: (count) => i18n._(count === 0 ? msg`Studio` : msg`${plural(count, { one: '# bed', other: '# beds' })}`),
  bathrooms: (count) => i18n._(msg`${plural(count, { one: '# bath', other: '# baths' })}`),
  sqft: (count) => i18n._(msg`${count} sq ft`),
});

/** A property's row in a signed-in list: photo, title, where, facts and rent, with the list's own badges and actions. */
export function PropertySummary({ property, withProvince, badges, children, actions }: PropertySummaryProps) {
  const { i18n } = useLingui();
  const rent = formatCad(property.monthlyRent, i18n.locale);
  return (
    <div className={layout.row}>
      <PropertyThumb images={property.images} title={property.title} />
      <div className={layout.rowMain}>
        <h3 className={layout.rowTitle}>{property.title}</h3>
        <p className={layout.muted}>{[property.address, property.city, withProvince ? provinceLabel(property.province, i18n) : null].filter(Boolean).join(', ')}</p>
        {badges}
        <div className={layout.meta}>
          <PropertyFacts bedrooms={property.bedrooms} bathrooms={property.bathrooms} sqft={property.sqft} labels={factsIn(i18n)} />
          <strong>
            <Trans>{rent}/month</Trans>
          </strong>
        </div>
        {children}
      </div>
      <div className={layout.actions}>{actions}</div>
    </div>
  );
}
