import { Badge, ButtonLink, formatCad } from '@hearth/design-system';
import { PanelListSection, layout, type ListState } from '../../common';
import { PropertySummary } from '../../property/PropertySummary/PropertySummary';
import { leaseDateRange } from '../lease-dates';
import type { RentalRow } from '../lease.model';

/** Tenant My Rentals (spec §2): the property of each lease at the lease's rent, its status and dates. */
export function RentalsTab({ rentals }: { rentals: ListState<RentalRow> }) {
  return (
    <PanelListSection
      title="My Rentals"
      state={rentals}
      empty={{ title: 'No Active Rentals', description: 'Properties you lease will appear here.', action: <ButtonLink href="/">Browse Properties</ButtonLink> }}
      itemKey={({ lease }) => lease.id}
      renderItem={({ lease, property }) => {
        const status = (
          <div className={layout.meta}>
            <Badge status={lease.status} />
            <span>{leaseDateRange(lease.startDate, lease.endDate)}</span>
          </div>
        );
        const details = (
          <ButtonLink variant="outline" href={`/property/${lease.propertyId}`}>
            View Details
          </ButtonLink>
        );
        if (property) {
          return (
            <PropertySummary property={{ ...property, monthlyRent: lease.monthlyRent }} actions={details}>
              {status}
            </PropertySummary>
          );
        }
        // The property was deleted: the lease still reads by its number and rent.
        return (
          <div className={layout.row}>
            <div className={layout.rowMain}>
              <h3 className={layout.rowTitle}>Property #{lease.propertyId}</h3>
              <p className={layout.muted}>{formatCad(lease.monthlyRent)}/month</p>
              {status}
            </div>
            <div className={layout.actions}>{details}</div>
          </div>
        );
      }}
    />
  );
}
