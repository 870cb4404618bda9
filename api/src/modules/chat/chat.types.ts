import { ArgsType, Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'A chat message to the other person of a conversation about a property.' })
export class SendChatMessageInput {
  @Field(() => Int, { description: 'The property the conversation is about.' })
  propertyId!: number;

  @Field(() => Int, { description: "The property's owner (when you are the tenant) or the tenant (when you are the owner)." })
  receiverId!: number;

  @Field(() => String, { description: 'Trimmed; 1 to 2000 characters.' })
  message!: string;
}

@ArgsType()
export class ConversationArgs {
  @Field(() => Int, { description: 'The property the conversation is about.' })
  propertyId!: number;

  @Field(() => Int, { description: "The other person: the property's owner, or the tenant." })
  otherUserId!: number;
}
