import nodemailer from 'nodemailer';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Where the error monitor's emails go; SMTP in the platform, anything that records in a unit test. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The default sender when SMTP_FROM is not set. */
const DEFAULT_FROM = '汇流 <noreply@huiliu.local>';

/**
 * An SMTP mailer for `SMTP_URL` (smtp://user:pass@host:port, smtps:// for TLS). The server is the
 * operator's, not a user's, so it is not an outbound call on a user's behalf; timeouts keep a dead
 * server from holding a notification for minutes.
 */
export function smtpMailer(url: string, from: string = DEFAULT_FROM): Mailer {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** The mailer the environment configures, or null when SMTP_URL is unset (email is then skipped). */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Mailer | null {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.SMTP_FROM || DEFAULT_FROM) : null;
}
