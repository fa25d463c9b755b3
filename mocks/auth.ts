/** Bearer sessions of the mock server: created at sign-in, checked on every 'bearer' call. */
import type { User } from '../contracts/user';
import { mockNow } from './clock';
import { db, newToken } from './db';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = NonNullable<ReturnType<typeof db.user.findFirst>>;

export function createSession(userId: string): string {
  const token = newToken();
  db.session.create({ token, userId, expiresAt: mockNow() + SESSION_TTL_MS });
  return token;
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
