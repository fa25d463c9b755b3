/**
 * The mail queue of the real API. The rules write each mail to `mails` in the transaction that makes its link
 * (src/rules/mail.ts); this sends what is waiting, from any process: a sender claims a few mails at a time
 * (FOR UPDATE SKIP LOCKED, so two processes never take the same one) for a while, hands them to the transport,
 * and marks them delivered. A mail whose sender died is taken again once its claim runs out; after MAX_ATTEMPTS it
 * stays undelivered for an operator to see. Links are paths: the transport gets them on the public origin.
 */
import nodemailer from 'nodemailer';
import type { Outbox } from '../rules/ports';
import type { Database } from './database';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Besides the usual ones: a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS), from MAIL_FROM. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.headers ? { headers: { ...mail.headers } } : {}) });
    },
  };
}

/** Local mode: nothing leaves the machine; each mail is printed, and the dev mailbox lists it. */
export function captureTransport(print: (line: string) => void): MailTransport {
  return {
    name: 'capture',
    send(mail) {
      print(`[mail] to ${mail.to}: ${mail.subject} — ${mail.text.split('\n').pop() ?? ''}`);
      return Promise.resolve();
    },
  };
}

const BATCH = 20;
const CLAIM_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 8;
/** Mails that failed, or whose sender died, are looked at again this often. */
const SWEEP_MS = 60 * 1000;

interface Claimed {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly link: string;
  readonly headers: string;
  readonly attempts: number;
}

/**
 * A mail's links are paths (the rules know no origin): every line that is one, and every <path> in a header, is
 * written on the public origin here.
 */
export function onOrigin(mail: Pick<Claimed, 'text' | 'headers'>, publicOrigin: string): { text: string; headers?: Record<string, string> } {
  const absolute = (path: string) => new URL(path, publicOrigin).href;
  const text = mail.text.replace(/^\/\S*$/gm, absolute);
  if (!mail.headers) return { text };
  const headers = Object.fromEntries(
    Object.entries(JSON.parse(mail.headers) as Record<string, string>).map(([name, value]) => [name, value.replace(/<(\/[^>]*)>/g, (_all, path: string) => `<${absolute(path)}>`)]),
  );
  return { text, headers };
}

export interface MailOutbox extends Outbox {
  /** Sends what is waiting now; how many went. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export function mailOutbox(
  db: Database,
  transport: MailTransport,
  { publicOrigin, log, now = Date.now }: { publicOrigin: string; log: (message: string, error?: unknown) => void; now?: () => number },
): MailOutbox {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const claim = async (): Promise<Claimed[]> =>
    (
      await db.query<Claimed>(
        `UPDATE mails SET attempts = attempts + 1, retry_at = $1
          WHERE id IN (SELECT id FROM mails WHERE delivered_at IS NULL AND retry_at <= $2 AND attempts < $3
                        ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED)
          RETURNING id, "to", subject, text, link, headers, attempts`,
        [now() + CLAIM_MS, now(), MAX_ATTEMPTS, BATCH],
      )
    ).rows;

  const sendAll = async (): Promise<number> => {
    let sent = 0;
    for (let batch = await claim(); batch.length > 0 && !stopped; batch = await claim()) {
      for (const mail of batch) {
        try {
          await transport.send({ to: mail.to, subject: mail.subject, ...onOrigin(mail, publicOrigin) });
          await db.query('UPDATE mails SET delivered_at = $1 WHERE id = $2', [now(), mail.id]);
          sent += 1;
        } catch (error) {
          // Tried again after a pause that grows with each attempt.
          await db.query('UPDATE mails SET retry_at = $1 WHERE id = $2', [now() + SWEEP_MS * 2 ** Math.min(6, mail.attempts), mail.id]);
          log(`mail ${mail.id} to ${mail.to} was not sent; it will be tried again`, error);
        }
      }
    }
    return sent;
  };

  const flush = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = sendAll()
      .catch((error: unknown) => {
        log('the mail queue could not be read', error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void flush();
        }
      });
    return running;
  };

  const sweep = setInterval(() => void flush(), SWEEP_MS);
  sweep.unref();

  return {
    queued: () => void flush(),
    flush,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await running;
    },
  };
}
