import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';
import type { SavedSearchAlert } from '../../contracts/index.js';
import { SavedSearchAlertEnum } from './saved-search.entity.js';

@InputType({ description: 'A search to save: its name, the home page filters and the alert.' })
export class SaveSearchInput {
  @Field(() => String, { description: 'A name you will recognize (up to 80 characters).' })
  name!: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The filters of GET /api/properties (city, propertyType, minRent, ...).' })
  filters?: Record<string, unknown> | null;

  @Field(() => SavedSearchAlertEnum, { nullable: true, description: 'instant (default), daily or off.' })
  alert?: SavedSearchAlert | null;
}

@InputType({ description: 'What to change in a saved search.' })
export class UpdateSavedSearchInput {
  @Field(() => String, { nullable: true, description: 'A new name.' })
  name?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'New filters (they replace the old ones).' })
  filters?: Record<string, unknown> | null;

  @Field(() => SavedSearchAlertEnum, { nullable: true, description: 'A new alert frequency.' })
  alert?: SavedSearchAlert | null;
}
