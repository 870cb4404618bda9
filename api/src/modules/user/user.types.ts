import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Profile update (spec §5). Leave a field out to keep it; an empty string clears an optional field.' })
export class ProfileUpdateInput {
  @Field(() => String, { nullable: true, description: '1 to 100 characters.' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +14165550123.' })
  whatsapp?: string;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +14165550123.' })
  phone?: string;

  @Field(() => String, { nullable: true, description: 'Up to 500 characters.' })
  bio?: string;

  @Field(() => String, { nullable: true, description: "'City, Country', up to 100 characters." })
  location?: string;
}
