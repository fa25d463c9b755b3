/**
 * The reader's own account (issue 28 item 4): profile, password, activity, sign-out everywhere, the data download
 * and deletion. Each call is the signed-in reader's (bearer), about themselves only: no id is taken from the request.
 */
import {
  accountActivity,
  changePassword,
  deleteAccount,
  exportAccount,
  signOutEverywhere,
  updateProfile,
} from '../../contracts/account';
import { ACCOUNT_ERRORS, DELETED_READER_ID } from '../../contracts/accountErrors';
import type { Locale } from '../../contracts/common';
import { GENERIC_ERRORS } from '../../contracts/common';
import { findPublicArticle } from './articleRows';
import { editionsOf } from './newsletterChoices';
import { docOf, type StoredArticle, type StoredPost } from './documents';
import { fail, ok } from './outcome';
import { isUniqueViolation, type Ports } from './ports';
import { rule } from './rule';
import { bearerToken, toUser, type UserRow } from './sessions';
import { PUBLIC_POST } from './views';
import { hashSecret } from './secrets';

const iso = (ms: number) => new Date(ms).toISOString();

/** A story readers can see now, by kind and id: its alias and its title in `locale` (else its first edition's). */
async function storyOf(ports: Ports, kind: 'article' | 'post', id: string, locale: Locale): Promise<{ slug: string; title: string } | null> {
  const row = kind === 'article' ? await findPublicArticle(ports, { id }) : await ports.store.first('post', { ...PUBLIC_POST, id });
  if (!row) return null;
  const data = docOf<StoredArticle | StoredPost>(row).data as Partial<Record<Locale, { title: string }>>;
  const title = data[locale]?.title ?? Object.values(data)[0]?.title ?? '';
  return { slug: row.slug, title };
}

const STORY_OF_LIKE: Record<string, 'article' | 'post' | undefined> = { article: 'article', post: 'post' };

/** The reader's comments' rows, newest first (those an editor deleted are no longer theirs to see). */
const ownComments = (ports: Ports, user: UserRow) =>
  ports.store.find('comment', { userId: user.id, deletedAt: '', removedAt: '' }, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });

async function passwordMatches(ports: Ports, user: UserRow, password: string): Promise<boolean> {
  return ports.passwords.verify(password, user.passwordHash);
}

export const accountRules = [
  rule(updateProfile, async ({ body, viewer }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    const userName = body.userName.trim();
    const userNameKey = userName.toLowerCase();
    const holder = await ports.store.first('user', { userNameKey });
    if (holder && holder.id !== viewer.id) return fail(409, ACCOUNT_ERRORS.userNameInUse, 'userName');
    let user: UserRow | null;
    try {
      user = await ports.store.update('user', viewer.id, {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        userName,
        userNameKey,
        country: body.country ?? '',
        city: body.city?.trim() ?? '',
        phone: body.phone ?? '',
        gender: body.gender ?? '',
        birthdate: body.birthdate ?? null,
        hobby: body.hobby?.trim() ?? '',
        locale: body.locale,
      });
    } catch (error) {
      // Two readers took one name at once: the database let one have it.
      if (isUniqueViolation(error, 'user')) return fail(409, ACCOUNT_ERRORS.userNameInUse, 'userName');
      throw error;
    }
    if (!user) return fail(401, GENERIC_ERRORS.sessionExpired);
    return ok({ user: toUser(user) });
  }),

  rule(changePassword, async ({ body, viewer, request }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    // 403, not 401: the session is fine, only the password typed is not (a 401 would sign the reader out).
    if (!(await passwordMatches(ports, viewer, body.currentPassword))) return fail(403, ACCOUNT_ERRORS.wrongPassword, 'currentPassword');
    const passwordHash = await ports.passwords.hash(body.password);
    const keep = hashSecret(bearerToken(request) ?? '');
    await ports.store.transaction(async (tx) => {
      await tx.update('user', viewer.id, { passwordHash });
      // A new password signs the other devices out, as a reset does; this one stays signed in.
      await tx.deleteWhere('session', { userId: viewer.id, tokenHash: { not: keep } });
    });
    return ok({ status: 'changed' });
  }),

  rule(signOutEverywhere, async ({ viewer }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    const sessions = await ports.store.deleteWhere('session', { userId: viewer.id });
    return ok({ status: 'signedOut', sessions });
  }),

  rule(accountActivity, async ({ query, viewer }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    const likes = await ports.store.find('like', { userId: viewer.id, targetKind: { in: ['article', 'post'] } }, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });
    const liked = [];
    for (const like of likes) {
      const kind = STORY_OF_LIKE[like.targetKind];
      const story = kind ? await storyOf(ports, kind, like.targetId, query.locale) : null;
      if (kind && story) liked.push({ kind, ...story, likedAt: iso(like.createdAt) });
    }
    const comments = [];
    for (const row of await ownComments(ports, viewer)) {
      const kind = row.targetKind === 'post' ? 'post' : 'article';
      const story = await storyOf(ports, kind, row.targetId, query.locale);
      comments.push({ _id: row.id, kind, slug: story?.slug ?? '', title: story?.title ?? '', text: row.text, createdAt: row.createdAt });
    }
    return ok({ liked, comments });
  }),

  rule(exportAccount, async ({ viewer }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    const { store, clock } = ports;
    const [likes, comments, votes, subscription, sessions, mails] = await Promise.all([
      store.find('like', { userId: viewer.id }, { orderBy: [['createdAt', 'asc'], ['id', 'asc']] }),
      store.find('comment', { userId: viewer.id, deletedAt: '' }, { orderBy: [['createdAt', 'asc'], ['id', 'asc']] }),
      store.find('vote', { userId: viewer.id }, { orderBy: [['createdAt', 'asc'], ['id', 'asc']] }),
      store.first('subscription', { email: viewer.email }),
      store.count('session', { userId: viewer.id }),
      store.find('mail', { to: viewer.email }, { orderBy: [['sentAt', 'asc'], ['id', 'asc']] }),
    ]);
    // The password's hash and the session tokens' hashes are not the reader's data: they are keys, and are left out.
    return ok({
      exportedAt: iso(clock.now()),
      profile: toUser(viewer),
      likes: likes.map((like) => ({ kind: like.targetKind, targetId: like.targetId, likedAt: iso(like.createdAt) })),
      comments: comments.map((row) => ({
        _id: row.id,
        kind: row.targetKind === 'post' ? ('post' as const) : ('article' as const),
        storyId: row.targetId,
        text: row.text,
        createdAt: row.createdAt,
      })),
      votes: votes.map((vote) => ({ pollId: vote.pollId, variantId: vote.variantId, votedAt: iso(vote.createdAt) })),
      subscription: subscription
        ? {
            email: subscription.email,
            firstName: subscription.firstName,
            lastName: subscription.lastName,
            phone: subscription.phone,
            locale: subscription.locale,
            editions: await editionsOf(store, subscription.id),
            confirmed: subscription.confirmed,
            createdAt: iso(subscription.createdAt),
          }
        : null,
      sessions,
      mails: mails.map((mail) => ({ kind: mail.kind, subject: mail.subject, sentAt: mail.sentAt })),
    });
  }),

  rule(deleteAccount, async ({ body, viewer }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    if (!(await passwordMatches(ports, viewer, body.password))) return fail(403, ACCOUNT_ERRORS.wrongPassword, 'password');
    await ports.store.transaction(async (tx) => {
      if (body.comments === 'remove') {
        const mine = await tx.find('comment', { userId: viewer.id }, { columns: ['id', 'targetKind'] });
        for (const comment of mine) {
          await tx.deleteWhere('like', { targetKind: comment.targetKind === 'post' ? 'postComment' : 'articleComment', targetId: comment.id });
        }
        await tx.deleteWhere('comment', { userId: viewer.id });
      } else {
        // Kept for the conversation they belong to, by nobody: the name goes, the page says "deleted reader".
        await tx.updateWhere('comment', { userId: viewer.id }, { userId: DELETED_READER_ID, userName: '' });
      }
      await tx.deleteWhere('like', { userId: viewer.id });
      await tx.deleteWhere('commentReport', { userId: viewer.id });
      await tx.deleteWhere('vote', { userId: viewer.id });
      await tx.deleteWhere('session', { userId: viewer.id });
      await tx.deleteWhere('mailToken', { subject: viewer.id });
      for (const change of await tx.find('emailChange', { userId: viewer.id }, { columns: ['id'] })) await tx.deleteWhere('mailToken', { subject: change.id });
      await tx.deleteWhere('emailChange', { userId: viewer.id });
      await tx.delete('user', viewer.id);
    });
    return ok({ status: 'deleted' });
  }),
];
