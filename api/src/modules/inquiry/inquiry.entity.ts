import type { Opt } from '@mikro-orm/core';
import { Column, Row, Table } from '../../common/columns.js';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const InquiryStatusEnum = graphqlEnum(INQUIRY_STATUSES, 'InquiryStatus', 'Whether the landlord has handled the inquiry.', {
  pending: 'Not handled yet (default).',
  resolved: 'Handled by the landlord.',
});

/** A tenant's inquiry about a property (docs/product.md#entities); it opens a conversation with the landlord. */
@Table('inquiries', { description: "A tenant's inquiry about a property.", id: 'Inquiry id.', createdAt: 'When it was sent.' })
export class Inquiry extends Row {
  @Column('integer', { field: 'The property asked about.' })
  propertyId!: number;

  @Column('integer', { field: 'The tenant who sent it.' })
  tenantId!: number;

  @Column('integer', { field: "The property's owner at the time of the inquiry." })
  landlordId!: number;

  /** The listing's title when the inquiry was sent: what names the conversation once the listing is deleted. */
  @Column('text')
  propertyTitle!: string;

  @Column('text', { field: 'Text of the inquiry (trimmed).' })
  message!: string;

  @Column('text', { default: 'pending', graphqlType: InquiryStatusEnum, field: 'pending until the landlord has handled it.' })
  status: Opt<InquiryStatus> = 'pending';
}
