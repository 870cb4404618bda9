import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: "A tenant's inquiry about a property; it is sent to the property's owner." })
export class SendInquiryInput {
  @Field(() => Int, { description: 'The property to ask about.' })
  propertyId!: number;

  @Field(() => String, { description: 'Trimmed; 1 to 2000 characters.' })
  message!: string;
}
