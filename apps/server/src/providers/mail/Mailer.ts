/** Sends the e-mails Heartline sends: verification codes. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
