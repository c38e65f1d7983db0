import { Injectable, Logger } from '@nestjs/common';

/**
 * Tells a player something about their account (an endpoint of theirs was
 * disabled). Without email set up it can only be logged; the email module
 * sends it to their verified address.
 */
@Injectable()
export class AccountMessages {
  private readonly logger = new Logger('AccountMessages');

  tell(playerId: string, subject: string, _text: string): Promise<void> {
    this.logger.log(`for player ${playerId}, no email to send it to: ${subject}`);
    return Promise.resolve();
  }
}
