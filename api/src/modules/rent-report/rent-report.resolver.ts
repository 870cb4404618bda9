import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Province } from '../../contracts/index.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { ProvinceEnum } from '../property/index.js';
import type { RentReportService } from './rent-report.service.js';
import { RentReport } from './rent-report.types.js';

/** The public rent report; thin over RentReportService. */
@Resolver()
export class RentReportResolver {
  constructor(private readonly services: { rentReport: RentReportService }) {}

  @Query(() => RentReport, { description: 'Median asking rents of public listings by city, bedrooms and type; narrowed to a city and/or a province.' })
  async rentReport(
    @Ctx() ctx: GraphQLContext,
    @Arg('city', () => String, { nullable: true, description: "A city ('montreal' finds Montréal); a city without rows answers none." }) city: string | undefined,
    @Arg('province', () => ProvinceEnum, { nullable: true, description: 'A province.' }) province: Province | undefined,
  ): Promise<RentReport> {
    const report = await this.services.rentReport.report(ctx, { city: city ?? undefined, province: province ?? undefined });
    return { ...report, generatedAt: report.generatedAt === null ? null : new Date(report.generatedAt) };
  }
}
