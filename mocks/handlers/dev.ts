/** Development only: the mailbox and a reset of the mock data. */
import { clearMailbox, DEV_ERRORS, readMailbox, resetMockData } from '../../contracts/dev';
import { db } from '../db';
import { toMailMessage } from '../mailbox';
import { fail, handle, ok } from '../respond';
import { resetDb } from '../seedDb';

/**
 * The request comes from the site itself (or from a tool, which sends neither header). A cross-site form post
 * or fetch carries an Origin of its own site, and browsers mark it with Sec-Fetch-Site.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== new URL(request.url).origin) return false;
  const site = request.headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin' || site === 'none';
}

const refused = () => fail(403, DEV_ERRORS.notLocal);

export const devHandlers = [
  handle(readMailbox, ({ query, request }) => {
    if (!isSameOriginRequest(request)) return refused();
    const to = query.to?.trim().toLowerCase();
    const messages = db.mail
      .getAll()
      .filter((mail) => !to || mail.to === to)
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id))
      .map(toMailMessage);
    return ok({ messages });
  }),

  handle(clearMailbox, ({ request }) => {
    if (!isSameOriginRequest(request)) return refused();
    db.mail.deleteMany({ where: { id: { notEquals: '' } } });
    return ok({ status: 'cleared' });
  }),

  handle(resetMockData, ({ request }) => {
    if (!isSameOriginRequest(request)) return refused();
    resetDb();
    return ok({ status: 'reset' });
  }),
];
