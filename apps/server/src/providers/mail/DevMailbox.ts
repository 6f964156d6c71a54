import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './Mailer.ts';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The embedded mail provider: nothing leaves the machine. Each message is logged and kept (the
 * newest 200) so a developer, or an end-to-end test, can read the code at GET /dev/mailbox.
 */
export class DevMailbox implements Mailer {
  readonly messages: DevMail[] = [];
  private readonly log: FastifyBaseLogger;
  private readonly now: () => Date;

  constructor(log: FastifyBaseLogger, now: () => Date) {
    this.log = log;
    this.now = now;
  }

  send(message: { to: string; subject: string; text: string }): Promise<void> {
    this.messages.unshift({ ...message, sentAt: this.now().toISOString() });
    this.messages.length = Math.min(this.messages.length, 200);
    this.log.info({ to: message.to, text: message.text }, 'dev mailbox: e-mail kept, not sent');
    return Promise.resolve();
  }

  /** Messages to one address, newest first. */
  to(address: string): DevMail[] {
    return this.messages.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}
