import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { PropertyType, Province } from '../../contracts/index.js';
import { PropertyTypeEnum, ProvinceEnum } from '../property/index.js';

@ObjectType({ description: 'One row of the rent report: a city, a bedroom count and a property type (null: all types).', simpleResolvers: true })
export class RentReportRow {
  @Field(() => ProvinceEnum, { description: 'The province.' })
  province!: Province;

  @Field(() => String, { description: "The city, as its listings spell it most often ('Montréal')." })
  city!: string;

  @Field(() => Int, { description: 'Bedrooms (0: a studio or bachelor).' })
  bedrooms!: number;

  @Field(() => PropertyTypeEnum, { nullable: true, description: 'The property type; null for all types together.' })
  propertyType!: PropertyType | null;

  @Field(() => Float, { description: 'The exact median asking rent (CAD a month): the middle rent, or the mean of the two middle rents.' })
  medianRent!: number;

  @Field(() => Int, { description: 'How many public listings the median is of (at least 10).' })
  sampleSize!: number;

  @Field(() => Float, { nullable: true, description: 'Change in percent (one decimal) against the median 30 days before; null when unknown.' })
  oneMonthChangePercent!: number | null;

  @Field(() => Float, { nullable: true, description: 'Change in percent (one decimal) against the median 365 days before; null when unknown.' })
  oneYearChangePercent!: number | null;
}

@ObjectType({ description: 'The rent report: median asking rents of public listings (docs/rent-report.md).', simpleResolvers: true })
export class RentReport {
  @Field(() => Date, { nullable: true, description: 'When the rows were computed; null before the first refresh.' })
  generatedAt!: Date | null;

  @Field(() => [RentReportRow], { description: 'Rows with at least 10 listings, by province, city, bedrooms and type (all types first).' })
  rows!: RentReportRow[];
}
