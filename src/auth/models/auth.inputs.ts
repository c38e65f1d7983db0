import { Field, GraphQLISODateTime, InputType } from '@nestjs/graphql';

// Shapes only: the services validate every field (lengths, patterns, scopes) with the same rules as REST.

@InputType()
export class RegisterInput {
  @Field(() => String)
  handle!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { nullable: true, description: 'Defaults to the handle.' })
  displayName?: string;

  @Field(() => Boolean, {
    nullable: true,
    description: "A bot account, for a program's play (docs/bots.md); false when absent.",
  })
  bot?: boolean | null;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  handle!: string;

  @Field(() => String)
  password!: string;
}

@InputType()
export class CreateAccessTokenInput {
  @Field(() => String)
  description!: string;

  @Field(() => [String], {
    description: 'Some of match:read, match:play, account:read, webhooks:manage, bot:play (bot accounts only).',
  })
  scopes!: string[];

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'No expiry when absent.' })
  expiresAt?: Date | null;
}
