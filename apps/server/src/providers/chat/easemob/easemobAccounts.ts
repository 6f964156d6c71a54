/**
 * Easemob's users follow Heartline's accounts (ChatAccounts). Each change is sent after the
 * database has committed it and never holds up the request that made it: Easemob being slow or
 * down must not stop a registration or a logout. The REST client retries; what still fails is
 * logged and repaired at the user's next login (`ensure` sets the password the server holds, if
 * Easemob holds another), and
 * until then the old chat password is the one Easemob accepts, which is why a failure here is an
 * error in the logs, not a debug line.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SessionEnd, SessionEnds } from '../../../http/sessionEnds.ts';
import type { ChatAccounts } from '../ChatAccounts.ts';
import type { EasemobRest } from './EasemobRest.ts';

export class EasemobAccounts implements ChatAccounts {
  private readonly rest: EasemobRest;
  private readonly log: FastifyBaseLogger;

  constructor(rest: EasemobRest, log: FastifyBaseLogger) {
    this.rest = rest;
    this.log = log;
  }

  ensure(imAccount: string, password: string): void {
    void this.attempt('ensure', imAccount, () => this.ensureNow(imAccount, password));
  }

  follow(sessionEnds: SessionEnds): () => void {
    return sessionEnds.subscribe((end) => void this.ended(end));
  }

  /**
   * Ensures and waits. The password is set only when Easemob holds another one (a change it
   * missed): setting it signs every online device out
   * (https://doc.easemob.com/document/server-side/account_password_change.html, "若用户在线,
   * 修改密码后会导致用户被踢下线"), and this runs at each sign-in and, for customer service, at
   * each start; setting it every time logged members out of their other devices and customer
   * service out at every deploy.
   */
  async ensureNow(imAccount: string, password: string): Promise<void> {
    const held = await this.rest.checkPassword(imAccount, password);
    if (held === 'matches') return;
    const created = held === 'noUser' && (await this.rest.createUser(imAccount, password));
    if (!created) await this.rest.setPassword(imAccount, password);
  }

  /**
   * The old chat password opens nothing any more, every device goes offline (Easemob's kick
   * tells the app why it left: the app already knows from its API session), and a cancelled
   * account can no longer log in or be messaged.
   */
  private ended({ imAccount, imPassword, reason }: SessionEnd): Promise<void> {
    return this.attempt(`session end (${reason})`, imAccount, async () => {
      await this.rest.setPassword(imAccount, imPassword);
      await this.rest.disconnect(imAccount);
      if (reason === 'cancelled' || reason === 'banned') await this.rest.deactivate(imAccount);
    });
  }

  private async attempt(what: string, imAccount: string, work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      this.log.error({ err: error, imAccount }, `Easemob: ${what} failed`);
    }
  }
}
