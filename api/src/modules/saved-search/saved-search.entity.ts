import type { Opt } from '@mikro-orm/core';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { SAVED_SEARCH_ALERTS, type SavedSearchAlert, type SavedSearchFilters } from '../../contracts/index.js';

export const SavedSearchAlertEnum = graphqlEnum(SAVED_SEARCH_ALERTS, 'SavedSearchAlert', 'How a saved search tells you about new matching listings.', {
  instant: 'An email for each new matching listing, as soon as it is approved.',
  daily: 'One email a day listing the new matches.',
  off: 'No alerts; the search stays saved.',
});

/**
 * A search someone keeps (docs/product.md#saved-searches). `filters` is what the browse contract parsed; the columns after it are the
 * criteria new listings are matched on (saved-search.criteria.ts), kept in step with `filters` by the service.
 */
@Table('saved_searches', { description: 'A search you saved, with its alert.', id: 'Saved search id.', createdAt: 'When it was saved.' })
export class SavedSearch extends Row {
  @Column('integer')
  ownerId!: number;

  @Column('text', { field: "Its name, e.g. 'Plateau 2 bedrooms'." })
  name!: string;

  @Column('json', { graphqlType: GraphQLJSONObject, field: "The home page's filters (the keys of GET /api/properties)." })
  filters!: SavedSearchFilters;

  @EnumColumn(SAVED_SEARCH_ALERTS, { graphqlType: SavedSearchAlertEnum, field: 'How new matches reach you by email.' })
  alert!: SavedSearchAlert;

  @Column('text', { default: '' })
  cityKey: Opt<string> = '';

  @Column('text', { default: '' })
  propertyTypeKey: Opt<string> = '';

  @Column('integer', { nullable: true })
  minRent: number | null = null;

  @Column('integer', { nullable: true })
  maxRent: number | null = null;

  @Column('integer', { nullable: true })
  bedrooms: number | null = null;

  /** The text query `q` as the browse runs it (tsquery text, searchKeysQuery); null without words. */
  @Column('text', { nullable: true })
  query: string | null = null;

  @Column('double', { nullable: true })
  bboxWest: number | null = null;

  @Column('double', { nullable: true })
  bboxSouth: number | null = null;

  @Column('double', { nullable: true })
  bboxEast: number | null = null;

  @Column('double', { nullable: true })
  bboxNorth: number | null = null;

  /** The secret of the one-click unsubscribe link; it can only turn this search's alert off. */
  @Column('text', { hidden: true })
  unsubscribeToken!: string;

  @Column('datetime', { nullable: true })
  lastDigestAt: Date | null = null;

  @Column('datetime', { defaultRaw: 'now()', field: 'When it was last changed.' })
  updatedAt: Opt<Date> = new Date();
}
