import type { ReactNode } from 'react';
import { PropertyFacts, formatCad } from '@hearth/design-system';
import { PropertyThumb, layout } from '../../common';
import type { PropertyRow } from '../property.model';

export interface PropertySummaryProps {
  property: Pick<PropertyRow, 'title' | 'images' | 'address' | 'city' | 'province' | 'bedrooms' | 'bathrooms' | 'sqft' | 'monthlyRent'>;
  /** The landlord's list names the province too (spec §2). */
  withProvince?: boolean;
  /** Above the facts, e.g. the listing's status. */
  badges?: ReactNode;
  /** Under the facts, e.g. the lease's status and dates. */
  children?: ReactNode;
  actions: ReactNode;
}

/** A property's row in a signed-in list: photo, title, where, facts and rent, with the list's own badges and actions. */
export function PropertySummary({ property, withProvince, badges, children, actions }: PropertySummaryProps) {
  return (
    <div className={layout.row}>
      <PropertyThumb images={property.images} title={property.title} />
      <div className={layout.rowMain}>
        <h3 className={layout.rowTitle}>{property.title}</h3>
        <p className={layout.muted}>{[property.address, property.city, withProvince ? property.province : null].filter(Boolean).join(', ')}</p>
        {badges}
        <div className={layout.meta}>
          <PropertyFacts bedrooms={property.bedrooms} bathrooms={property.bathrooms} sqft={property.sqft} />
          <strong>{formatCad(property.monthlyRent)}/month</strong>
        </div>
        {children}
      </div>
      <div className={layout.actions}>{actions}</div>
    </div>
  );
}
