import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from './Mailer.ts';

/** Real e-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(url: string, from: string) {
    this.transport = nodemailer.createTransport(url);
    this.from = from;
  }

  async send(message: { to: string; subject: string; text: string }): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
