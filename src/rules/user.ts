/** Accounts: SPEC §7 sign-in, sign-up, forget, forget/token, profile; ours: verify, sign-out, likes, liked news. */
import { GENERIC_ERRORS } from '../../contracts/common';
import { personName } from '../../contracts/personName';
import {
  forgotPassword,
  likedNews,
  profile,
  resetPassword,
  signIn,
  signOut,
  signUp,
  USER_ERRORS,
  userLikes,
  verifyEmail,
} from '../../contracts/user';
import { findPublicArticle } from './articleRows';
import { checkMailToken, queueLinkMail, sendLinkMail, spendMailToken } from './mail';
import { fail, ok, tooManyRequests } from './outcome';
import { UNKNOWN_ACCOUNT_HASH } from './passwords';
import { isUniqueViolation, type Ports } from './ports';
import { clearHits, countHit, retryAfter, takeMail } from './rateLimits';
import { rule } from './rule';
import { isBlocked } from './adminReaders';
import { bearerToken, createSession, endSession, findUserByLogin, toUser } from './sessions';
import type { LikeKind } from './views';

async function likedIds({ store }: Ports, userId: string, targetKind: LikeKind): Promise<string[]> {
  return (await store.find('like', { userId, targetKind }, { orderBy: [['createdAt', 'asc'], ['id', 'asc']] })).map((like) => like.targetId);
}

export const userRules = [
  rule(signIn, async ({ body, client }, ports) => {
    const user = await findUserByLogin(ports, body.email);
    // Counted by account: its e-mail and its user name are one account, with one count of wrong passwords. A login
    // no account has is counted as typed, so an unknown login is limited exactly like a known one.
    const login = user ? `account:${user.id}` : `login:${body.email.trim().toLowerCase()}`;
    const wait = Math.max(await retryAfter(ports, 'signInFailuresPerLogin', login), await retryAfter(ports, 'signInFailuresPerAddress', client));
    // Once limited, even the right password waits: otherwise guessing could go on until it is found.
    if (wait > 0) return tooManyRequests(wait);
    const failed = async () => {
      await countHit(ports, 'signInFailuresPerLogin', login);
      await countHit(ports, 'signInFailuresPerAddress', client);
    };
    if (!user) {
      // An unknown login costs a hash too, so the time taken does not tell which accounts exist.
      await ports.passwords.verify(body.password, UNKNOWN_ACCOUNT_HASH);
      await failed();
      return fail(404, USER_ERRORS.noUser, 'email');
    }
    if (!(await ports.passwords.verify(body.password, user.passwordHash))) {
      await failed();
      return fail(401, USER_ERRORS.invalidPassword, 'password');
    }
    await clearHits(ports, 'signInFailuresPerLogin', login);
    // Only after the right password: a blocked account is not told to a stranger guessing addresses.
    if (await isBlocked(ports.store, user.id)) return fail(403, USER_ERRORS.blocked, 'email');
    if (!user.verified) {
      const mailWait = await takeMail(ports, 'verificationMailsPerRecipient', user.email, client);
      if (mailWait > 0) return tooManyRequests(mailWait);
      // SPEC §8: "We've sent new verification link to {email}".
      await sendLinkMail(ports, 'verifyEmail', user.email, user.id, body.locale);
      return fail(403, USER_ERRORS.notVerified, 'email');
    }
    const token = await createSession(ports, user.id);
    // The draft saved at sign-up is handed over once: the client replays it, so it must not come back.
    if (user.draft) await ports.store.update('user', user.id, { draft: '' });
    return ok({ user: toUser(user), token });
  }),

  rule(signUp, async ({ body, client }, ports) => {
    const { store, clock, ids } = ports;
    const email = body.email.trim().toLowerCase();
    // Each sign-up mails a link: a script signing up strangers' addresses is stopped by the caller.
    const wait = Math.max(await retryAfter(ports, 'signUpsPerAddress', client), await retryAfter(ports, 'mailsPerAddress', client));
    if (wait > 0) return tooManyRequests(wait);
    const userName = body.userName.trim();
    const userNameKey = userName.toLowerCase();
    if (await store.first('user', { email })) return fail(409, USER_ERRORS.emailInUse, 'email');
    if (await store.first('user', { userNameKey })) return fail(409, USER_ERRORS.userNameInUse, 'userName');
    const passwordHash = await ports.passwords.hash(body.password);
    try {
      await store.transaction(async (tx) => {
        const user = await tx.insert('user', {
          id: ids.id('usr'),
          email,
          userName,
          userNameKey,
          passwordHash,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          country: body.country ?? '',
          city: body.city ?? '',
          phone: body.phone ?? '',
          gender: body.gender ?? '',
          birthdate: body.birthdate ?? null,
          hobby: body.hobby ?? '',
          locale: body.locale,
          verified: false,
          createdAt: new Date(clock.now()).toISOString(),
          draft: body.draft ? JSON.stringify(body.draft) : '',
        });
        await queueLinkMail(tx, ports, 'verifyEmail', email, user.id, body.locale);
      });
    } catch (error) {
      // Two sign-ups raced for one address or name: the database let one in.
      if (isUniqueViolation(error, 'user')) {
        return error.columns.includes('email') ? fail(409, USER_ERRORS.emailInUse, 'email') : fail(409, USER_ERRORS.userNameInUse, 'userName');
      }
      throw error;
    }
    ports.outbox.queued();
    await countHit(ports, 'verificationMailsPerRecipient', email);
    await countHit(ports, 'signUpsPerAddress', client);
    await countHit(ports, 'mailsPerAddress', client);
    return ok({ status: 'verificationSent', email });
  }),

  rule(verifyEmail, async ({ query }, ports) => {
    const check = await checkMailToken(ports, 'verifyEmail', query.token);
    if (!check.ok) return fail(400, USER_ERRORS.verificationInvalid, 'token');
    const user = await ports.store.transaction(async (tx) => {
      if (!(await spendMailToken(tx, ports, check.tokenHash))) return null;
      return tx.update('user', check.subject, { verified: true });
    });
    if (!user) return fail(400, USER_ERRORS.verificationInvalid, 'token');
    // The address is confirmed all the same; a blocked reader is not signed in.
    if (await isBlocked(ports.store, user.id)) return fail(403, USER_ERRORS.blocked);
    // The link proves the address is the reader's: they are signed in on the device that opened it (issue 28), and
    // the draft saved at sign-up is handed over once, as at sign-in.
    const token = await createSession(ports, user.id);
    if (user.draft) await ports.store.update('user', user.id, { draft: '' });
    return ok({ status: 'verified', email: user.email, user: toUser(user), token });
  }),

  rule(forgotPassword, async ({ query, client }, ports) => {
    const email = query.email.trim().toLowerCase();
    // Counted whether or not the account exists: the limit itself must not tell which addresses have one.
    const wait = await takeMail(ports, 'resetMailsPerRecipient', email, client);
    if (wait > 0) return tooManyRequests(wait);
    const user = await ports.store.first('user', { email });
    if (!user) return fail(404, USER_ERRORS.notFound, 'email');
    // A confirmed reader is greeted by name; an unconfirmed account's name was typed by whoever signed up.
    await sendLinkMail(ports, 'resetPassword', user.email, user.id, query.locale, user.verified ? personName(user) : undefined);
    return ok({ status: 'sent' });
  }),

  rule(resetPassword, async ({ body }, ports) => {
    const check = await checkMailToken(ports, 'resetPassword', body.token);
    if (!check.ok) {
      return check.reason === 'used' ? fail(410, USER_ERRORS.tokenUsed, 'token') : fail(400, USER_ERRORS.tokenInvalid, 'token');
    }
    const passwordHash = await ports.passwords.hash(body.password);
    const spent = await ports.store.transaction(async (tx) => {
      if (!(await spendMailToken(tx, ports, check.tokenHash))) return false;
      await tx.update('user', check.subject, { passwordHash });
      // A new password signs every device out.
      await tx.deleteWhere('session', { userId: check.subject });
      return true;
    });
    return spent ? ok({ status: 'updated' }) : fail(410, USER_ERRORS.tokenUsed, 'token');
  }),

  rule(signOut, async ({ request }, ports) => {
    const token = bearerToken(request);
    if (token) await endSession(ports, token);
    return ok({ status: 'signedOut' });
  }),

  rule(profile, ({ viewer }) => Promise.resolve(viewer ? ok({ user: toUser(viewer) }) : fail(401, GENERIC_ERRORS.unauthorized))),

  rule(userLikes, async ({ query, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    return ok({
      articles: await likedIds(ports, viewer.id, 'article'),
      posts: await likedIds(ports, viewer.id, 'post'),
      articlesComments: await likedIds(ports, viewer.id, 'articleComment'),
      postsComments: await likedIds(ports, viewer.id, 'postComment'),
    });
  }),

  rule(likedNews, async ({ query, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    const likes = await ports.store.find('like', { userId: viewer.id, targetKind: 'article' }, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });
    const items = [];
    for (const like of likes) {
      const article = await findPublicArticle(ports, { id: like.targetId });
      if (article) items.push({ articleId: article.id, slug: article.slug, likedAt: new Date(like.createdAt).toISOString() });
    }
    return ok({ items, total: items.length });
  }),
];
