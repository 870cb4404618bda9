import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ListingStatsCounts', { description: "A listing's funnel: how many of each step (docs/product.md#listing-statistics)." })
export class ListingStatsCounts {
  @Field(() => Int, { description: 'Visitors who opened the listing, each once a day; never its owner or admins.' })
  views!: number;

  @Field(() => Int, { description: 'Times it was saved.' })
  saves!: number;

  @Field(() => Int, { description: 'Inquiries sent about it.' })
  inquiries!: number;

  @Field(() => Int, { description: 'Viewings booked (also those cancelled since).' })
  viewingsBooked!: number;

  @Field(() => Int, { description: 'Rental applications received.' })
  applications!: number;
}

@ObjectType('ListingStatsDay', { description: "One day's counts, in the listing's province." })
export class ListingStatsDay extends ListingStatsCounts {
  @Field(() => String, { description: 'The day, YYYY-MM-DD.' })
  day!: string;
}

@ObjectType('ListingStats', { description: "A listing's statistics over its last days; its owner's and admins' only." })
export class ListingStatsView {
  @Field(() => Int, { description: 'How many days, today included.' })
  days!: number;

  @Field(() => String, { description: 'The first day counted, YYYY-MM-DD.' })
  from!: string;

  @Field(() => String, { description: 'The last day counted (today in the listing’s province), YYYY-MM-DD.' })
  to!: string;

  @Field(() => String, { description: "The listing's time zone (its province's), whose midnights bound the days." })
  timeZone!: string;

  @Field(() => ListingStatsCounts, { description: 'The sums over the days.' })
  totals!: ListingStatsCounts;

  @Field(() => [ListingStatsDay], { description: 'Every day, oldest first, zeros included.' })
  perDay!: ListingStatsDay[];
}
