/**
 * The desk's readers in the contract suite (contracts/adminReaders.ts): each endpoint's cases, the refusals a
 * blocked reader meets (sign-in, the verification link), and a block's whole course — the reader signed out at
 * once, refused at sign-in, let in again after the lift, every step kept with its reason. Run against the mock and
 * the real API alike (tests/contracts.test.ts, tests/apiServer/).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_READER_ERRORS, blockAdminReader, listAdminReaders, unblockAdminReader, verifyAdminReader, type AdminReader } from '../../contracts/adminReaders';
import { readMailbox } from '../../contracts/dev';
import { profile, signIn, signUp, USER_ERRORS, verifyEmail } from '../../contracts/user';
import { callEndpoint } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
const PASSWORD = 'a-long-password';
let unique = 0;
const admin = (known: Known) => known.adminToken ?? 'none';

/** A reader of its own, signed up (and, unless `verified` is false, confirmed by the mailed link). */
async function newReader(base: string, known: Known, { verified = true } = {}): Promise<{ reader: AdminReader; link: string }> {
  const label = `${Date.now().toString(36)}${(unique += 1)}`;
  const email = `readers-${label}@example.com`;
  const body = { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', userName: `r${label}`, country: 'GB', phone: '+44 (020) 555-0101', gender: 'female', birthdate: Date.UTC(1990, 0, 1), locale: 'en' };
  expect((await callEndpoint(base, signUp, { body })).status).toBe(200);
  const mail = await callEndpoint(base, readMailbox, { query: { to: email } });
  const href = (mail.json as { messages: { kind: string; link: string }[] }).messages.find((message) => message.kind === 'verifyEmail')?.link ?? '';
  const link = new URL(href, base).searchParams.values().next().value ?? '';
  if (verified) expect((await callEndpoint(base, verifyEmail, { query: { token: link } })).status).toBe(200);
  const list = await callEndpoint(base, listAdminReaders, { query: { query: email }, token: admin(known) });
  const [reader] = (list.json as { items: AdminReader[] }).items;
  if (!reader) throw new Error(`${email} is not among the readers: ${JSON.stringify(list.json)}`);
  return { reader, link };
}

export function readerCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  // A reader of their own for each case that changes one; a server the suite must not change gets none.
  const readerId = async (known: Known) => (options.destructive ? (await newReader(base, known)).reader._id : BOGUS);
  return [
    {
      endpoint: listAdminReaders,
      valid: (known) => ({ query: { query: '', state: 'unverified', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { state: 'banned' } },
      errors: {},
    },
    {
      endpoint: verifyAdminReader,
      valid: async (known) => ({ query: { id: await readerId(known) }, token: admin(known) }),
      validIsDestructive: true,
      validNeedsMailbox: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: { [ADMIN_READER_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: blockAdminReader,
      valid: async (known) => ({ query: { id: await readerId(known) }, body: { reason: 'Spam in the comments' }, token: admin(known) }),
      validIsDestructive: true,
      validNeedsMailbox: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { reason: 'x' } }),
      bad: { query: { id: BOGUS }, body: { reason: 'x'.repeat(501) } },
      errors: {
        [ADMIN_READER_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { reason: 'Spam' }, token: admin(known) }) },
        [ADMIN_READER_ERRORS.reasonRequired]: { request: (known) => ({ query: { id: BOGUS }, body: { reason: '   ' }, token: admin(known) }) },
      },
    },
    {
      endpoint: unblockAdminReader,
      valid: async (known) => ({ query: { id: await readerId(known) }, body: { reason: '' }, token: admin(known) }),
      validIsDestructive: true,
      validNeedsMailbox: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { reason: '' } }),
      bad: { query: { id: BOGUS }, body: {} },
      errors: { [ADMIN_READER_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { reason: '' }, token: admin(known) }) } },
    },
  ];
}

/** The refusals a blocked reader meets, as error cases of the readers' own endpoints (contracts/user.ts). */
export function blockedReaderErrors(options: SuiteOptions) {
  const { base } = options;
  const block = async (known: Known, id: string) =>
    expect((await callEndpoint(base, blockAdminReader, { query: { id }, body: { reason: 'Contract suite' }, token: admin(known) })).status).toBe(200);
  return {
    signIn: {
      request: async (known: Known) => {
        const { reader } = await newReader(base, known);
        await block(known, reader._id);
        return { body: { email: reader.email, password: PASSWORD, locale: 'en' } };
      },
      destructive: true,
      mailbox: true,
    },
    verifyEmail: {
      request: async (known: Known) => {
        const { reader, link } = await newReader(base, known, { verified: false });
        await block(known, reader._id);
        return { query: { token: link } };
      },
      destructive: true,
      mailbox: true,
    },
  } as const;
}

export function readerChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  const readerOf = (reply: { json: unknown }) => (reply.json as { reader: AdminReader }).reader;

  describe('readers: a block, from the desk to the reader', () => {
    it.runIf(options.destructive && options.mailbox)('signs the reader out at once, refuses them at sign-in, and lets them in again once lifted; each step kept', async () => {
      const known = current();
      const { reader } = await newReader(base, known);
      const signedIn = await callEndpoint(base, signIn, { body: { email: reader.email, password: PASSWORD, locale: 'en' } });
      const token = (signedIn.json as { token: string }).token;
      expect((await callEndpoint(base, profile, { token })).status).toBe(200);

      const blocked = await callEndpoint(base, blockAdminReader, { query: { id: reader._id }, body: { reason: '  Abuse in the comments  ' }, token: admin(known) });
      expect(blocked.status).toBe(200);
      expect(readerOf(blocked).block).toMatchObject({ action: 'blocked', reason: 'Abuse in the comments' });
      expect(readerOf(blocked).block?.by).not.toBe('');
      // The session the reader had is gone, and a new one is refused.
      expect((await callEndpoint(base, profile, { token })).status).toBe(401);
      const refused = await callEndpoint(base, signIn, { body: { email: reader.email, password: PASSWORD, locale: 'en' } });
      expect(refused.status).toBe(403);
      expect((refused.json as { message: string }).message).toBe(USER_ERRORS.blocked);
      // A wrong password says only that: the block is told to the account's owner alone.
      const guessed = await callEndpoint(base, signIn, { body: { email: reader.email, password: 'wrong-password', locale: 'en' } });
      expect((guessed.json as { message: string }).message).toBe(USER_ERRORS.invalidPassword);
      // Blocking again changes nothing; the list finds them among the blocked.
      const again = await callEndpoint(base, blockAdminReader, { query: { id: reader._id }, body: { reason: 'Twice' }, token: admin(known) });
      expect(readerOf(again).history).toHaveLength(1);
      const listed = await callEndpoint(base, listAdminReaders, { query: { query: reader.email, state: 'blocked' }, token: admin(known) });
      expect((listed.json as { items: AdminReader[] }).items.map((one) => one._id)).toEqual([reader._id]);

      const lifted = await callEndpoint(base, unblockAdminReader, { query: { id: reader._id }, body: { reason: 'Apologised' }, token: admin(known) });
      expect(readerOf(lifted).block).toBeNull();
      expect(readerOf(lifted).history.map((event) => [event.action, event.reason])).toEqual([
        ['unblocked', 'Apologised'],
        ['blocked', 'Abuse in the comments'],
      ]);
      expect((await callEndpoint(base, signIn, { body: { email: reader.email, password: PASSWORD, locale: 'en' } })).status).toBe(200);
    });

    it.runIf(options.destructive && options.mailbox)('an address confirmed by hand lets the reader sign in without the mail', async () => {
      const known = current();
      const { reader } = await newReader(base, known, { verified: false });
      expect(reader.verified).toBe(false);
      const unverified = await callEndpoint(base, listAdminReaders, { query: { query: reader.email, state: 'unverified' }, token: admin(known) });
      expect((unverified.json as { total: number }).total).toBe(1);
      const verified = await callEndpoint(base, verifyAdminReader, { query: { id: reader._id }, token: admin(known) });
      expect(readerOf(verified).verified).toBe(true);
      expect((await callEndpoint(base, signIn, { body: { email: reader.email, password: PASSWORD, locale: 'en' } })).status).toBe(200);
    });
  });
}
