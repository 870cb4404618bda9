import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireViewer } from '../../common/actor.js';
import { InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { ChatMessage } from '../chat/index.js';
import { User, userById } from '../user/index.js';
import { propertyTitleById } from '../property/index.js';
import { Inquiry } from './inquiry.entity.js';
import { latestMessageOf } from './inquiry.loaders.js';
import { SendInquiryInput } from './inquiry.types.js';
import type { InquiryService } from './inquiry.service.js';

@Resolver(() => Inquiry)
export class InquiryResolver {
  constructor(private readonly services: { inquiries: InquiryService }) {}

  @Query(() => [Inquiry], { description: 'Inquiries you sent as a tenant, newest first.' })
  myInquiries(@Ctx() ctx: GraphQLContext): Promise<Inquiry[]> {
    return this.services.inquiries.list(ctx, requireViewer(ctx).id, 'tenantId');
  }

  @Query(() => [Inquiry], {
    description: 'Inquiries a landlord received, newest first. Defaults to yours; other landlords only for admins.',
  })
  landlordInquiries(
    @Ctx() ctx: GraphQLContext,
    @Arg('landlordId', () => Int, { nullable: true, description: 'Whose inquiries; defaults to yours (others: admins only).' })
    landlordId?: number | null,
  ): Promise<Inquiry[]> {
    return this.services.inquiries.list(ctx, landlordId ?? requireViewer(ctx).id, 'landlordId');
  }

  @Mutation(() => Inquiry, { description: "Send an inquiry about a property to its owner (tenants only); it also starts the chat." })
  sendInquiry(@InputArg(SendInquiryInput, 'The property and the message.') input: InputData, @Ctx() ctx: GraphQLContext): Promise<Inquiry> {
    return this.services.inquiries.send(ctx, input);
  }

  @FieldResolver(() => ChatMessage, { nullable: true, description: "The newest message of this inquiry's conversation." })
  latestMessage(@Root() inquiry: Inquiry, @Ctx() ctx: GraphQLContext): Promise<ChatMessage | null> {
    return latestMessageOf(ctx, this.services.inquiries).load(inquiry);
  }

  @FieldResolver(() => String, { description: "The listing's title; once the listing is deleted, the title it had when the inquiry was sent." })
  async propertyTitle(@Root() inquiry: Inquiry, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await propertyTitleById(ctx).load(inquiry.propertyId)) ?? inquiry.propertyTitle;
  }

  @FieldResolver(() => Boolean, { description: 'True once the listing was deleted: the conversation stays readable by its two people, without replies.' })
  async listingRemoved(@Root() inquiry: Inquiry, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await propertyTitleById(ctx).load(inquiry.propertyId)) === null;
  }

  @FieldResolver(() => User, { nullable: true, description: 'The tenant who asked (name; contact fields per the User rules).' })
  tenant(@Root() inquiry: Inquiry, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return userById(ctx).load(inquiry.tenantId);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The landlord asked (name; contact fields per the User rules).' })
  landlord(@Root() inquiry: Inquiry, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return userById(ctx).load(inquiry.landlordId);
  }
}
