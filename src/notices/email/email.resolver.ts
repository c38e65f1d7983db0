import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlayer, Principal, Public, RequireScopes, SessionOnly } from '../../auth';
import { EmailSettingsView, EmailUnsubscribeView, EmailVerifiedView } from './email-output';
import { EmailSettingsService } from './email-settings.service';
import { EmailSettingsModel, EmailUnsubscribeModel, EmailVerifiedModel } from './models/email-settings.model';
import { UpdateEmailSettingsInput } from './models/email.inputs';

@Resolver()
export class EmailResolver {
  constructor(private readonly email: EmailSettingsService) {}

  @RequireScopes('account:read')
  @Query(() => EmailSettingsModel, { description: 'My email alert settings.' })
  emailSettings(@CurrentPlayer() caller: Principal): Promise<EmailSettingsView> {
    return this.email.settings(caller.playerId);
  }

  @SessionOnly()
  @Mutation(() => EmailSettingsModel, { description: 'Changes how and when I am emailed; only the fields given.' })
  updateEmailSettings(
    @CurrentPlayer() caller: Principal,
    @Args('input', { type: () => UpdateEmailSettingsInput }) input: UpdateEmailSettingsInput,
  ): Promise<EmailSettingsView> {
    return this.email.update(caller.playerId, input);
  }

  @SessionOnly()
  @Mutation(() => EmailSettingsModel, {
    description: 'Sets my email address (null removes it) and sends a verification link to it.',
  })
  setEmailAddress(
    @CurrentPlayer() caller: Principal,
    @Args('address', { type: () => String, nullable: true }) address: string | null,
  ): Promise<EmailSettingsView> {
    return this.email.setAddress(caller.playerId, { address });
  }

  @SessionOnly()
  @Mutation(() => EmailSettingsModel, { description: 'Sends the verification link again.' })
  resendEmailVerification(@CurrentPlayer() caller: Principal): Promise<EmailSettingsView> {
    return this.email.resend(caller.playerId);
  }

  @Public()
  @Mutation(() => EmailVerifiedModel, { description: 'Verifies an address by the token of the link sent to it.' })
  verifyEmail(@Args('token', { type: () => String }) token: string): Promise<EmailVerifiedView> {
    return this.email.verify(token);
  }

  @Public()
  @Mutation(() => EmailUnsubscribeModel, {
    description: 'Unsubscribes from turn alerts by an unsubscribe link’s token.',
  })
  unsubscribeEmail(@Args('token', { type: () => String }) token: string): Promise<EmailUnsubscribeView> {
    return this.email.unsubscribe(token);
  }
}
