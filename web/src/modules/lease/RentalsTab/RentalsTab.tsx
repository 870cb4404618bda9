import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, ButtonLink, formatCad } from '@hearth/design-system';
import { PanelListSection, layout, withName, type ListState } from '../../common';
import { PropertySummary } from '../../property/PropertySummary/PropertySummary';
import { leaseDateRange } from '../lease-dates';
import { leaseStatusLabel } from '../lease-status';
import type { RentalRow } from '../lease.model';

/** Tenant My Rentals (docs/product.md#dashboard): the property of each lease at the lease's rent, its status and dates. */
export function RentalsTab({ rentals }: { rentals: ListState<RentalRow> }) {
  const { t, i18n } = useLingui();
  return (
    <PanelListSection
      title={t`My Rentals`}
      state={rentals}
      empty={{
        title: t`No Active Rentals`,
        description: t`Properties you lease will appear here.`,
        action: (
          <ButtonLink href="/">
            <Trans>Browse Properties</Trans>
          </ButtonLink>
        ),
      }}
      itemKey={({ lease }) => lease.id}
      renderItem={({ lease, property }) => {
        const status = (
          <div className={layout.meta}>
            <Badge status={lease.status}>{leaseStatusLabel(lease.status, i18n)}</Badge>
            <span>{leaseDateRange(lease.startDate, lease.endDate, i18n)}</span>
          </div>
        );
        const details = (
          <ButtonLink variant="outline" href={`/property/${lease.propertyId}`}>
            <Trans>View Details</Trans>
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
        const { propertyId } = lease;
        const rent = formatCad(lease.monthlyRent, i18n.locale);
        return (
          <div className={layout.row}>
            <div className={layout.rowMain}>
              <h3 className={layout.rowTitle}>{withName(t`Property #${propertyId}`, lease.propertyTitle)}</h3>
              <p className={layout.muted}>{t`${rent}/month`}</p>
              {status}
            </div>
            <div className={layout.actions}>{details}</div>
          </div>
        );
      }}
    />
  );
}
