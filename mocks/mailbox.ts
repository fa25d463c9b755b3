/**
 * The mock's outgoing mail. Nothing leaves the machine: the rules queue each mail in the `mail` table
 * (src/rules/mail.ts), GET /api/dev/mailbox lists them, and here each new one is printed with its link (in the
 * browser console, or the terminal of the Node mock), so sign-up -> verify and forgot -> reset can be finished
 * offline.
 */
import type { Locale } from '../contracts/common';
import type { MailMessage } from '../contracts/dev';
import { queueLinkMail, toMailMessage, type LinkMailKind } from '../src/rules/mail';
import type { Outbox, Ports } from '../src/rules/ports';
import { mockNow } from './clock';
import { db } from './db';

let logging = true;

/** Tests turn the console log off; the stored mail is what they read. */
export function setMailLogging(on: boolean): void {
  logging = on;
}

/** Each mail queued since the last call is "delivered": printed, and marked with the time. */
export const printingOutbox: Outbox = {
  queued() {
    for (const mail of db.mail.getAll().filter((mail) => mail.deliveredAt === null)) {
      if (logging) console.info(`[mock mail] to ${mail.to}: ${mail.subject} — ${mail.link || mail.text.split('\n')[0]}`);
      db.mail.update({ where: { id: { equals: mail.id } }, data: { deliveredAt: mockNow(), attempts: mail.attempts + 1 } });
    }
  },
};

/** A link mail, as the rules send it: for stories and tests that start from a mailed link. */
export async function mailLink(ports: Ports, kind: LinkMailKind, to: string, subject: string, locale: Locale): Promise<MailMessage> {
  const row = await ports.store.transaction((tx) => queueLinkMail(tx, ports, kind, to, subject, locale));
  ports.outbox.queued();
  return toMailMessage(row);
}
