import { Body, Controller, Get, Headers, HttpCode, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CurrentPlayer, Principal, Public, RequireScopes, SessionOnly } from '../../auth';
import { ApiErrors, FORM_BODY_IGNORED, toPublicError } from '../../common';
import { ApiZodBody, ApiZodResponse, jsonSchemaOf } from '../../openapi';
import { setAddressSchema, updateEmailSettingsSchema } from './email-input';
import { EmailLinks } from './email-links';
import {
  EmailSettingsView,
  EmailUnsubscribeView,
  EmailVerifiedView,
  emailSettingsSchema,
  emailUnsubscribedSchema,
  emailVerifiedSchema,
} from './email-output';
import { linkErrorPage, unsubscribePage, verifiedPage, wantsPage } from './email-pages';
import { EmailSettingsService } from './email-settings.service';

const TOKEN = { name: 'token', required: true, description: 'the token of the link, as the email gave it' };

/** A link's answer: JSON, or a small page when a browser asks for one (`Accept: text/html`). */
function ApiLinkResponse(schema: z.ZodType, description: string): MethodDecorator {
  return ApiResponse({
    status: 200,
    description: `${description}; a small page instead when the request accepts text/html (a browser following the link)`,
    content: {
      'application/json': { schema: jsonSchemaOf(schema) },
      'text/html': { schema: { type: 'string' } },
    },
  });
}

@ApiTags('email')
@Controller('api')
export class EmailController {
  constructor(
    private readonly email: EmailSettingsService,
    private readonly links: EmailLinks,
  ) {}

  @RequireScopes('account:read')
  @Get('me/email')
  @ApiOperation({
    operationId: 'getEmailSettings',
    description:
      'My email address (and whether it is verified), the alert mode, digest hour, time zone and quiet hours.',
    summary: 'My email alert settings',
  })
  @ApiZodResponse(200, emailSettingsSchema, 'my address, whether it is verified, and how and when I am emailed')
  settings(@CurrentPlayer() caller: Principal): Promise<EmailSettingsView> {
    return this.email.settings(caller.playerId);
  }

  @SessionOnly()
  @Patch('me/email')
  @ApiOperation({
    operationId: 'updateEmailSettings',
    description: 'Changes the alert mode, digest hour, time zone or quiet hours; only the fields given change.',
    summary: 'Change how and when I am emailed',
  })
  @ApiZodBody(updateEmailSettingsSchema, 'only the fields given change; `quietHours: null` removes them')
  @ApiZodResponse(200, emailSettingsSchema, 'my email settings, changed')
  @ApiErrors('VALIDATION_FAILED')
  update(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<EmailSettingsView> {
    return this.email.update(caller.playerId, body);
  }

  @SessionOnly()
  @Put('me/email/address')
  @ApiOperation({
    operationId: 'setEmailAddress',
    description:
      'Sets (or, with null, removes) the address alerts go to; it stays unverified until the link sent to it is followed.',
    summary: 'Set my email address; a verification link is sent to it',
  })
  @ApiZodBody(setAddressSchema)
  @ApiZodResponse(200, emailSettingsSchema, 'my email settings: the address unverified until its link is followed')
  @ApiErrors('VALIDATION_FAILED', 'EMAIL_DISABLED', 'RATE_LIMITED')
  setAddress(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<EmailSettingsView> {
    return this.email.setAddress(caller.playerId, body);
  }

  @SessionOnly()
  @Post('me/email/verification')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resendEmailVerification',
    description: 'Sends the verification link to my unverified address again.',
    summary: 'Send the verification link again',
  })
  @ApiZodResponse(200, emailSettingsSchema, 'my email settings (nothing is sent once the address is verified)')
  @ApiErrors('NOT_FOUND', 'EMAIL_DISABLED', 'RATE_LIMITED')
  resend(@CurrentPlayer() caller: Principal): Promise<EmailSettingsView> {
    return this.email.resend(caller.playerId);
  }

  @Public()
  @Get('email/verify')
  @ApiOperation({
    operationId: 'verifyEmail',
    description:
      'Follows the link sent to an address: its signed token verifies that address for its player. No credential.',
    summary: 'Follow a verification link',
  })
  @ApiQuery(TOKEN)
  @ApiLinkResponse(emailVerifiedSchema, 'the address is verified')
  @ApiErrors('VALIDATION_FAILED')
  verify(
    @Query('token') token: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EmailVerifiedView | string> {
    return this.link(
      accept,
      reply,
      async () => this.email.verify(token),
      (v) => verifiedPage(v.address),
    );
  }

  @Public()
  @Get('email/unsubscribe')
  @ApiOperation({
    operationId: 'getEmailUnsubscribe',
    description:
      'Shows what an unsubscribe link would do, and changes nothing (mail scanners follow links). No credential.',
    summary: 'Read an unsubscribe link (changes nothing)',
  })
  @ApiQuery(TOKEN)
  @ApiLinkResponse(emailUnsubscribedSchema, 'what posting to this link does; the page has the button that posts')
  @ApiErrors('VALIDATION_FAILED')
  unsubscribeStatus(
    @Query('token') token: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EmailUnsubscribeView | string> {
    return this.link(
      accept,
      reply,
      async () => this.email.unsubscribeStatus(token),
      () => unsubscribePage(this.links.unsubscribeLinkOf(token ?? ''), false),
    );
  }

  @Public()
  @Post('email/unsubscribe')
  @HttpCode(200)
  @RouteConfig({ [FORM_BODY_IGNORED]: true })
  @ApiOperation({
    operationId: 'unsubscribeEmail',
    summary: 'One-click unsubscribe (RFC 8058): no more turn alerts by email',
    description:
      'No credential: the signed token names the player. Mail clients post `List-Unsubscribe=One-Click` as a form; the body is not read.',
  })
  @ApiQuery(TOKEN)
  @ApiLinkResponse(emailUnsubscribedSchema, 'the player gets no more turn alerts (mode never)')
  @ApiErrors('VALIDATION_FAILED')
  unsubscribe(
    @Query('token') token: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EmailUnsubscribeView | string> {
    return this.link(
      accept,
      reply,
      async () => this.email.unsubscribe(token),
      () => unsubscribePage('', true),
    );
  }

  /** Runs a link's action: its JSON, or for a browser its page (an error too, as a page with the error's status). */
  private async link<T>(
    accept: string | undefined,
    reply: FastifyReply,
    action: () => Promise<T>,
    html: (value: T) => string,
  ): Promise<T | string> {
    if (!wantsPage(accept)) return action();
    try {
      const value = await action();
      reply.type('text/html; charset=utf-8');
      return html(value);
    } catch (error) {
      const failure = toPublicError(error);
      if (failure.status >= 500) throw error;
      reply.status(failure.status).type('text/html; charset=utf-8');
      return linkErrorPage(failure.message);
    }
  }
}
