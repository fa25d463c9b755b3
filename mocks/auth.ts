/** Bearer sessions of the mock server: created at sign-in, checked on every 'bearer' call. */
import { MAX_SESSIONS_PER_USER, SESSION_TTL_DAYS, type User } from '../contracts/user';
import { mockNow } from './clock';
import { db, newToken } from './db';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

export type UserRow = NonNullable<ReturnType<typeof db.user.findFirst>>;

/**
 * A new session for `userId`. Expired sessions are dropped, and beyond MAX_SESSIONS_PER_USER the oldest go: a
 * token that leaked from a forgotten device does not stay valid for ever just because the reader signs in often.
 */
export function createSession(userId: string): string {
  const now = mockNow();
  db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  const token = newToken();
  db.session.create({ token, userId, expiresAt: now + SESSION_TTL_MS });
  // Every session lives SESSION_TTL_MS, so the soonest to expire is the oldest; among sessions made in the same
  // millisecond, the table's order (oldest first, reversed here) decides.
  const mine = db.session
    .findMany({ where: { userId: { equals: userId } } })
    .reverse()
    .sort((a, b) => b.expiresAt - a.expiresAt);
  for (const old of mine.slice(MAX_SESSIONS_PER_USER)) db.session.delete({ where: { token: { equals: old.token } } });
  return token;
}

/** The bearer token of a request, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** Sign-out: the session ends on the server, so the token is refused from now on, like an expired one. */
export function endSession(token: string): void {
  db.session.delete({ where: { token: { equals: token } } });
}

export type Viewer = { readonly kind: 'none' } | { readonly kind: 'invalid' } | { readonly kind: 'user'; readonly user: UserRow };

/** Who is calling: nobody (no header), an invalid or expired token, or a signed-in user. */
export function viewerOf(request: Request): Viewer {
  const header = request.headers.get('Authorization');
  if (!header) return { kind: 'none' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { kind: 'invalid' };
  const session = db.session.findFirst({ where: { token: { equals: match[1] } } });
  if (!session || session.expiresAt <= mockNow()) return { kind: 'invalid' };
  const user = db.user.findFirst({ where: { id: { equals: session.userId } } });
  return user ? { kind: 'user', user } : { kind: 'invalid' };
}

export function findUserByLogin(login: string): UserRow | null {
  const needle = login.trim().toLowerCase();
  return (
    db.user.findFirst({ where: { email: { equals: needle } } }) ??
    db.user.getAll().find((user) => user.userName.toLowerCase() === needle) ??
    null
  );
}

/** The contract's User for a row. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    email: row.email,
    ...(row.country ? { country: row.country } : {}),
    ...(row.city ? { city: row.city } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.gender === 'male' || row.gender === 'female' ? { gender: row.gender } : {}),
    ...(row.birthdate !== null ? { birthdate: row.birthdate } : {}),
    ...(row.hobby ? { hobby: row.hobby } : {}),
    locale: row.locale as User['locale'],
    verified: row.verified,
    createdAt: row.createdAt,
    ...(row.draft ? { draft: JSON.parse(row.draft) as NonNullable<User['draft']> } : {}),
  };
}

export type AdminRow = NonNullable<ReturnType<typeof db.admin.findFirst>>;

/** How long an editor's session lasts without use: a desk left open overnight asks for the password again. */
export const ADMIN_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

export type AdminCaller = { readonly kind: 'none' } | { readonly kind: 'invalid' } | { readonly kind: 'admin'; readonly admin: AdminRow };

/** Who is calling an 'admin' endpoint; a valid session's idle clock starts again. */
export function adminOf(request: Request): AdminCaller {
  const token = bearerToken(request);
  if (!request.headers.get('Authorization')) return { kind: 'none' };
  if (!token) return { kind: 'invalid' };
  const session = db.adminSession.findFirst({ where: { token: { equals: token } } });
  const now = mockNow();
  if (!session || session.expiresAt <= now) return { kind: 'invalid' };
  const admin = db.admin.findFirst({ where: { id: { equals: session.adminId } } });
  if (!admin) return { kind: 'invalid' };
  db.adminSession.update({ where: { token: { equals: token } }, data: { expiresAt: now + ADMIN_SESSION_IDLE_MS } });
  return { kind: 'admin', admin };
}
