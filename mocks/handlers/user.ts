/** Accounts: SPEC §7 sign-in, sign-up, forget, forget/token, profile; ours: verify, likes, liked news. */
import { GENERIC_ERRORS } from '../../contracts/common';
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
import { findPublicArticle } from '../articleRows';
import { bearerToken, createSession, endSession, findUserByLogin, toUser } from '../auth';
import { mockNow } from '../clock';
import { db, newId } from '../db';
import { checkMailToken, sendLinkMail } from '../mailbox';
import { hashPassword, verifyPassword } from '../passwords';
import { clearHits, clientAddress, countHit, retryAfter, take } from '../rateLimit';
import { fail, handle, ok, tooManyRequests } from '../respond';

const likedIds = (userId: string, targetKind: string) =>
  db.like
    .findMany({ where: { userId: { equals: userId }, targetKind: { equals: targetKind } } })
    .map((like) => like.targetId);

export const userHandlers = [
  handle(signIn, ({ body, request }) => {
    // Counted by what was typed, so an unknown login is limited exactly like a known one.
    const login = body.email.trim().toLowerCase();
    const address = clientAddress(request);
    const wait = Math.max(retryAfter('signInFailuresPerLogin', login), retryAfter('signInFailuresPerAddress', address));
    // Once limited, even the right password waits: otherwise guessing could go on until it is found.
    if (wait > 0) return tooManyRequests(wait);
    const failed = () => {
      countHit('signInFailuresPerLogin', login);
      countHit('signInFailuresPerAddress', address);
    };
    const user = findUserByLogin(body.email);
    if (!user) {
      failed();
      return fail(404, USER_ERRORS.noUser, 'email');
    }
    if (!verifyPassword(body.password, user.passwordHash)) {
      failed();
      return fail(401, USER_ERRORS.invalidPassword, 'password');
    }
    clearHits('signInFailuresPerLogin', login);
    if (!user.verified) {
      const mailWait = take('verificationMailsPerRecipient', user.email);
      if (mailWait > 0) return tooManyRequests(mailWait);
      // SPEC §8: "We've sent new verification link to {email}".
      sendLinkMail('verifyEmail', user.email, user.id, body.locale);
      return fail(403, USER_ERRORS.notVerified, 'email');
    }
    const token = createSession(user.id);
    const answer = toUser(user);
    // The draft saved at sign-up is handed over once: the client replays it, so it must not come back.
    if (user.draft) db.user.update({ where: { id: { equals: user.id } }, data: { draft: '' } });
    return ok({ user: answer, token });
  }),

  handle(signUp, ({ body }) => {
    const email = body.email.trim().toLowerCase();
    if (db.user.findFirst({ where: { email: { equals: email } } })) {
      return fail(409, USER_ERRORS.emailInUse, 'email');
    }
    const userName = body.userName.trim();
    if (db.user.getAll().some((user) => user.userName.toLowerCase() === userName.toLowerCase())) {
      return fail(409, USER_ERRORS.userNameInUse, 'userName');
    }
    const user = db.user.create({
      id: newId('usr'),
      email,
      userName,
      passwordHash: hashPassword(body.password),
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
      createdAt: new Date(mockNow()).toISOString(),
      draft: body.draft ? JSON.stringify(body.draft) : '',
    });
    countHit('verificationMailsPerRecipient', email);
    sendLinkMail('verifyEmail', email, user.id, body.locale);
    return ok({ status: 'verificationSent', email });
  }),

  handle(verifyEmail, ({ query }) => {
    const check = checkMailToken('verifyEmail', query.token);
    if (!check.ok) return fail(400, USER_ERRORS.verificationInvalid, 'token');
    const user = db.user.update({ where: { id: { equals: check.subject } }, data: { verified: true } });
    if (!user) return fail(400, USER_ERRORS.verificationInvalid, 'token');
    check.use();
    return ok({ status: 'verified', email: user.email });
  }),

  handle(forgotPassword, ({ query }) => {
    const email = query.email.trim().toLowerCase();
    // Counted whether or not the account exists: the limit itself must not tell which addresses have one.
    const wait = take('resetMailsPerRecipient', email);
    if (wait > 0) return tooManyRequests(wait);
    const user = db.user.findFirst({ where: { email: { equals: email } } });
    if (!user) return fail(404, USER_ERRORS.notFound, 'email');
    sendLinkMail('resetPassword', user.email, user.id, query.locale);
    return ok({ status: 'sent' });
  }),

  handle(resetPassword, ({ body }) => {
    const check = checkMailToken('resetPassword', body.token);
    if (!check.ok) {
      return check.reason === 'used' ? fail(410, USER_ERRORS.tokenUsed, 'token') : fail(400, USER_ERRORS.tokenInvalid, 'token');
    }
    db.user.update({ where: { id: { equals: check.subject } }, data: { passwordHash: hashPassword(body.password) } });
    // A new password signs every device out.
    db.session.deleteMany({ where: { userId: { equals: check.subject } } });
    check.use();
    return ok({ status: 'updated' });
  }),

  handle(signOut, ({ request }) => {
    const token = bearerToken(request);
    if (token) endSession(token);
    return ok({ status: 'signedOut' });
  }),

  handle(profile, ({ viewer }) => (viewer ? ok({ user: toUser(viewer) }) : fail(401, GENERIC_ERRORS.unauthorized))),

  handle(userLikes, ({ query, viewer }) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    return ok({
      articles: likedIds(viewer.id, 'article'),
      posts: likedIds(viewer.id, 'post'),
      articlesComments: likedIds(viewer.id, 'articleComment'),
      postsComments: likedIds(viewer.id, 'postComment'),
    });
  }),

  handle(likedNews, ({ query, viewer }) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    const likes = db.like
      .findMany({ where: { userId: { equals: viewer.id }, targetKind: { equals: 'article' } } })
      .sort((a, b) => b.createdAt - a.createdAt);
    const items = likes.flatMap((like) => {
      const article = findPublicArticle({ id: like.targetId });
      return article ? [{ articleId: article.id, slug: article.slug, likedAt: new Date(like.createdAt).toISOString() }] : [];
    });
    return ok({ items, total: items.length });
  }),
];
