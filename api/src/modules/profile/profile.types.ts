import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { Language, Role } from '../../contracts/index.js';
import { LanguageEnum, RoleEnum } from '../user/index.js';

@ObjectType({ description: "The caller's own account, every field included (My Profile).", simpleResolvers: true })
export class Profile {
  @Field(() => Int, { description: 'Numeric id.' })
  id!: number;

  @Field(() => String, { description: 'Sign-in email.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Full name.' })
  name!: string | null;

  @Field(() => RoleEnum, { description: 'Account type.' })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'WhatsApp number (E.164).' })
  whatsapp!: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number (E.164).' })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'Short self-description (max 500 characters).' })
  bio!: string | null;

  @Field(() => String, { nullable: true, description: "Where the user lives, as 'City, Country'." })
  location!: string | null;

  @Field(() => Date, { description: 'When the account was created (member since).' })
  createdAt!: Date;

  @Field(() => LanguageEnum, { nullable: true, description: "The language chosen for the app, emails and API messages; null: not chosen (the browser's is used)." })
  preferredLanguage!: Language | null;
}

@InputType({ description: 'Profile update. Leave a field out to keep it; an empty string clears an optional field.' })
export class ProfileUpdateInput {
  @Field(() => String, { nullable: true, description: '1 to 100 characters.' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'A phone number: Canadian as written (416 555 0199), elsewhere + and the country code; stored in E.164 (+14165550199).' })
  whatsapp?: string;

  @Field(() => String, { nullable: true, description: 'A phone number: Canadian as written (416 555 0199), elsewhere + and the country code; stored in E.164 (+14165550199).' })
  phone?: string;

  @Field(() => String, { nullable: true, description: 'Up to 500 characters.' })
  bio?: string;

  @Field(() => String, { nullable: true, description: "'City, Country', up to 100 characters." })
  location?: string;

  @Field(() => LanguageEnum, { nullable: true, description: 'en or fr; null clears the choice.' })
  preferredLanguage?: Language | null;
}
