import { BathIcon, BedIcon, RulerIcon, formatCad } from '@hearth/design-system';
import { layout } from '../../common';
import type { PropertyRow } from '../../property/property.model';

/** Bedrooms, bathrooms, sqft (when known) and rent per month. */
export function PropertyFacts({ property }: { property: Pick<PropertyRow, 'bedrooms' | 'bathrooms' | 'sqft' | 'monthlyRent'> }) {
  return (
    <div className={layout.meta}>
      <span>
        <BedIcon size={14} aria-hidden /> {property.bedrooms} bed
      </span>
      <span>
        <BathIcon size={14} aria-hidden /> {Number(property.bathrooms)} bath
      </span>
      {property.sqft != null ? (
        <span>
          <RulerIcon size={14} aria-hidden /> {property.sqft} sqft
        </span>
      ) : null}
      <strong>{formatCad(property.monthlyRent)}/month</strong>
    </div>
  );
}
