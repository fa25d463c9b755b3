/** Development only: the mailbox and a reset of the mock data. */
import { clearMailbox, readMailbox, resetMockData } from '../../contracts/dev';
import { db } from '../db';
import { toMailMessage } from '../mailbox';
import { handle, ok } from '../respond';
import { resetDb } from '../seedDb';

export const devHandlers = [
  handle(readMailbox, ({ query }) => {
    const to = query.to?.trim().toLowerCase();
    const messages = db.mail
      .getAll()
      .filter((mail) => !to || mail.to === to)
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id))
      .map(toMailMessage);
    return ok({ messages });
  }),

  handle(clearMailbox, () => {
    db.mail.deleteMany({ where: { id: { notEquals: '' } } });
    return ok({ status: 'cleared' });
  }),

  handle(resetMockData, () => {
    resetDb();
    return ok({ status: 'reset' });
  }),
];
