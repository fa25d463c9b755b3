/**
 * Development only, in local mode (the mock, and the real API on `npm start`'s embedded database): the mailbox and
 * a reset to the seed. They hold reset links, so they answer only the site itself (docs/decisions/027).
 */
import { clearMailbox, DEV_ERRORS, readMailbox, resetMockData } from '../../contracts/dev';
import { toMailMessage } from './mail';
import { fail, ok } from './outcome';
import { rule } from './rule';

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

export const devRules = [
  rule(readMailbox, async ({ query, request }, { store, local }) => {
    if (!local || !isSameOriginRequest(request)) return refused();
    const to = query.to?.trim().toLowerCase();
    const rows = await store.find('mail', to ? { to } : {}, { orderBy: [['sentAt', 'desc'], ['id', 'desc']] });
    return ok({ messages: rows.map(toMailMessage) });
  }),

  rule(clearMailbox, async ({ request }, { store, local }) => {
    if (!local || !isSameOriginRequest(request)) return refused();
    await store.deleteWhere('mail', {});
    return ok({ status: 'cleared' });
  }),

  rule(resetMockData, async ({ request }, { local, reset }) => {
    if (!local || !reset || !isSameOriginRequest(request)) return refused();
    await reset();
    return ok({ status: 'reset' });
  }),
];
