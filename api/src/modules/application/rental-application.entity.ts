import type { Opt } from '@mikro-orm/core';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { APPLICATION_STATUSES, type ApplicationStatus, type RentalProfileInput } from '../../contracts/index.js';
import { RentalProfile } from './application.types.js';

export const ApplicationStatusEnum = graphqlEnum(APPLICATION_STATUSES, 'ApplicationStatus', 'Where a rental application stands.', {
  submitted: 'Sent; the landlord has not decided yet.',
  shortlisted: 'The landlord keeps it for a closer look.',
  declined: 'The landlord declined it (final).',
  accepted: 'The landlord accepted it (final); a lease invitation follows.',
  withdrawn: 'The tenant withdrew it (final).',
});

/**
 * A tenant's application to one listing (docs/product.md#rental-applications): a snapshot of their rental profile and contact, shared with that
 * listing's landlord after explicit consent. Deleted APPLICATION_RETENTION_DAYS after it closes, or by the tenant.
 */
@Table('rental_applications', {
  description: "A tenant's application to a listing, with the snapshot of their rental profile they agreed to share.",
  id: 'Application id.',
  createdAt: 'When the tenant applied.',
})
export class RentalApplication extends Row {
  @Column('integer', { field: 'The listing applied to.' })
  propertyId!: number;

  @Column('integer', { field: 'The applying tenant.' })
  tenantId!: number;

  @Column('integer', { field: "The listing's landlord, the only person the application is shared with." })
  landlordId!: number;

  @EnumColumn(APPLICATION_STATUSES, { default: 'submitted', graphqlType: ApplicationStatusEnum, field: 'Where it stands.' })
  status: Opt<ApplicationStatus> = 'submitted';

  @Column('text', { nullable: true, field: "The tenant's message to the landlord." })
  message: string | null = null;

  @Column('json', { graphqlType: RentalProfile, field: 'The rental profile as it was when the tenant applied (later edits do not change it).' })
  profile!: RentalProfileInput;

  @Column('text', { field: "The tenant's name when they applied." })
  applicantName!: string;

  @Column('text', { field: "The tenant's email when they applied." })
  applicantEmail!: string;

  @Column('text', { nullable: true, field: "The tenant's phone when they applied." })
  applicantPhone: string | null = null;

  @Column('datetime', { field: 'When the tenant consented to share the profile with this landlord for this listing.' })
  consentedAt!: Date;

  @Column('datetime', { nullable: true, field: "When the landlord's last decision was made." })
  decidedAt: Date | null = null;

  @Column('datetime', { nullable: true, field: 'When it closed (declined, accepted, withdrawn); deleted APPLICATION_RETENTION_DAYS later.' })
  closedAt: Date | null = null;
}
