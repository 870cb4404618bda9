import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg, InputArg, PropertyIdArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import type { ReportRecord } from './report.queries.js';
import { ListingReportView, ReportPropertyInput, ResolveReportInput } from './report.types.js';
import type { ReportService } from './report.service.js';

/** Listing reports over GraphQL: the same service as the REST routes. */
@Resolver()
export class ReportResolver {
  constructor(private readonly services: { reports: ReportService }) {}

  @Mutation(() => ListingReportView, { description: 'Report a listing (signed-in users, not its owner); CONFLICT while your report of it is open.' })
  reportProperty(
    @PropertyIdArg('The listing to report.') propertyId: number,
    @InputArg(ReportPropertyInput, 'Reason and details.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportRecord> {
    return this.services.reports.report(ctx, propertyId, input);
  }

  @Query(() => [ListingReportView], { description: 'Admins: the queue of open reports, oldest first (up to 200).' })
  reports(@Ctx() ctx: GraphQLContext): Promise<ReportRecord[]> {
    return this.services.reports.queue(ctx);
  }

  @Mutation(() => ListingReportView, { description: 'Admins: dismiss a report, or hide its listing with a reason the landlord sees.' })
  resolveReport(
    @IdArg('Report id.') id: number,
    @InputArg(ResolveReportInput, 'The decision.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportRecord> {
    return this.services.reports.resolve(ctx, id, input);
  }
}
