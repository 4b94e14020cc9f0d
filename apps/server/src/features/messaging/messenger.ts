import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/security.ts';

/** An SMS or an email on its way out. `destination`: '+60123456789' or an email address. */
export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  destination: string;
  subject?: string;
  body: string;
}

/** SMS and email delivery behind one adapter (issue 3 "Providers"). */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

type Sender = (message: OutgoingMessage) => Promise<void>;

/** Development provider: the message lands in the outbox table that /dev/outbox exposes. */
export function outboxSender(db: Db, now: () => Date): Sender {
  return async (message) => {
    await db.insert(outboxMessages).values({
      channel: message.channel,
      destination: message.destination,
      subject: message.subject ?? null,
      body: message.body,
      createdAt: now(),
    });
  };
}

/** HTTP SMS gateway: POST {to, text, sender} as JSON with a bearer token; 2xx means accepted. */
export function httpSmsSender(options: {
  url: string;
  token: string | undefined;
  sender: string;
}): Sender {
  return async (message) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ to: message.destination, text: message.body, sender: options.sender }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}

/** SMTP through nodemailer, loaded only when configured. */
export async function smtpSender(options: { url: string; from: string }): Promise<{
  send: Sender;
  close: () => void;
}> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(options.url);
  return {
    send: async (message) => {
      await transport.sendMail({
        from: options.from,
        to: message.destination,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
    close: () => transport.close(),
  };
}

export async function createMessenger(
  config: Pick<Config, 'sms' | 'email'>,
  db: Db,
  now: () => Date,
): Promise<Messenger> {
  const outbox = outboxSender(db, now);
  const sms = config.sms.provider === 'http' ? httpSmsSender(config.sms) : outbox;
  const smtp = config.email.provider === 'smtp' ? await smtpSender(config.email) : undefined;
  const email = smtp?.send ?? outbox;
  return {
    send: (message) => (message.channel === 'SMS' ? sms(message) : email(message)),
    close: async () => smtp?.close(),
  };
}
