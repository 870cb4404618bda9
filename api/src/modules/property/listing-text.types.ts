import { Field, ObjectType } from 'type-graphql';
import type { DiscriminationGround } from '../../contracts/index.js';

@ObjectType('ListingTextFinding', { description: 'Wording of a listing that human-rights commissions name as discriminatory.' })
export class ListingTextFindingView {
  @Field(() => String, { nullable: true, description: 'The listing field it is in (title, description, titleFr, descriptionFr); null for a checked text.' })
  field!: string | null;

  @Field(() => String, { description: 'The words as written.' })
  words!: string;

  @Field(() => String, {
    description:
      'The ground: familyStatus, publicAssistance, employment, age, maritalStatus, sex, religion, ethnicOrigin, disability, sexualOrientation or genderIdentity.',
  })
  ground!: DiscriminationGround;

  @Field(() => String, { description: "The commission's guidance, in the caller's language." })
  guidance!: string;

  @Field(() => String, { description: "A suggested rewrite, in the caller's language." })
  suggestion!: string;

  @Field(() => String, { description: 'Where the guidance comes from (an address).' })
  source!: string;
}

@ObjectType('ListingTextCheck', { description: 'The screening of a listing text: ok, or the wordings found (the same rule as create and edit).' })
export class ListingTextCheckView {
  @Field(() => Boolean, { description: 'True when nothing was found.' })
  ok!: boolean;

  @Field(() => String, { nullable: true, description: 'DISCRIMINATORY_TEXT when something was found.' })
  code?: string | null;

  @Field(() => String, { nullable: true, description: "What was found, in the caller's language." })
  message?: string | null;

  @Field(() => [ListingTextFindingView], { description: 'Each wording found, in the order of the table.' })
  findings!: ListingTextFindingView[];
}
