/**
 * Readers' and editors' sessions: a random bearer token handed out once, stored only as its hash, checked on
 * every call that needs it, ended by signing out (docs/decisions/027).
 */
import { DESK_ROLES, type DeskRole } from '../../contracts/common';
import { MAX_SESSIONS_PER_USER, SESSION_TTL_DAYS, type User } from '../../contracts/user';
import type { Ports } from './ports';
import type { Row } from './schema';
import { hashSecret } from './secrets';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** How long an editor's session lasts without use: a desk left open overnight asks for the password again. */
export const ADMIN_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

export type UserRow = Row<'user'>;
export type AdminRow = Row<'admin'>;

/** An editor's desk role; a value the API does not know grants the least (docs/decisions/089). */
export function roleOf(admin: Pick<AdminRow, 'role'>): DeskRole {
  return (DESK_ROLES as readonly string[]).includes(admin.role) ? (admin.role as DeskRole) : 'contributor';
}

/** The contract's Admin (and TeamMember) for a row. */
export function toAdmin(admin: AdminRow): { _id: string; email: string; name: string; role: DeskRole } {
  return { _id: admin.id, email: admin.email, name: admin.name, role: roleOf(admin) };
}

/** The bearer token of a request, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * A new session for `userId`. Expired sessions are dropped, and beyond MAX_SESSIONS_PER_USER the oldest go: a
 * token that leaked from a forgotten device does not stay valid for ever just because the reader signs in often.
 */
export async function createSession({ store, clock, ids }: Ports, userId: string): Promise<string> {
  const now = clock.now();
  const token = ids.token();
  await store.transaction(async (tx) => {
    await tx.deleteWhere('session', { expiresAt: { lte: now } });
    await tx.insert('session', { tokenHash: hashSecret(token), id: ids.id('ses'), userId, expiresAt: now + SESSION_TTL_MS });
    // Every session lives SESSION_TTL_MS, so the soonest to expire is the oldest; ids order those of one moment.
    const mine = await tx.find('session', { userId }, { orderBy: [['expiresAt', 'desc'], ['id', 'desc']] });
    for (const old of mine.slice(MAX_SESSIONS_PER_USER)) await tx.delete('session', old.tokenHash);
  });
  return token;
}

/** Sign-out: the session ends on the server, so the token is refused from now on, like an expired one. */
export async function endSession({ store }: Ports, token: string): Promise<void> {
  await store.delete('session', hashSecret(token));
}

export type Viewer = { readonly kind: 'none' } | { readonly kind: 'invalid' } | { readonly kind: 'user'; readonly user: UserRow };

/** Who is calling: nobody (no header), an invalid or expired token, or a signed-in reader. */
export async function viewerOf({ store, clock }: Ports, request: Request): Promise<Viewer> {
  if (!request.headers.get('Authorization')) return { kind: 'none' };
  const token = bearerToken(request);
  if (!token) return { kind: 'invalid' };
  const session = await store.get('session', hashSecret(token));
  if (!session || session.expiresAt <= clock.now()) return { kind: 'invalid' };
  const user = await store.get('user', session.userId);
  return user ? { kind: 'user', user } : { kind: 'invalid' };
}

export type AdminCaller = { readonly kind: 'none' } | { readonly kind: 'invalid' } | { readonly kind: 'admin'; readonly admin: AdminRow };

/** Who is calling an 'admin' endpoint; a valid session's idle clock starts again. */
export async function adminOf({ store, clock }: Ports, request: Request): Promise<AdminCaller> {
  if (!request.headers.get('Authorization')) return { kind: 'none' };
  const token = bearerToken(request);
  if (!token) return { kind: 'invalid' };
  const tokenHash = hashSecret(token);
  const session = await store.get('adminSession', tokenHash);
  const now = clock.now();
  if (!session || session.expiresAt <= now) return { kind: 'invalid' };
  const admin = await store.get('admin', session.adminId);
  if (!admin) return { kind: 'invalid' };
  await store.update('adminSession', tokenHash, { expiresAt: now + ADMIN_SESSION_IDLE_MS });
  return { kind: 'admin', admin };
}

/** A new editor's session. */
export async function createAdminSession({ store, clock, ids }: Ports, adminId: string): Promise<string> {
  const now = clock.now();
  const token = ids.token();
  await store.deleteWhere('adminSession', { expiresAt: { lte: now } });
  await store.insert('adminSession', { tokenHash: hashSecret(token), adminId, expiresAt: now + ADMIN_SESSION_IDLE_MS });
  return token;
}

/** An editor's sign-out: the token is refused from now on. */
export async function endAdminSession({ store }: Ports, token: string): Promise<void> {
  await store.delete('adminSession', hashSecret(token));
}

export async function findUserByLogin({ store }: Ports, login: string): Promise<UserRow | null> {
  const needle = login.trim().toLowerCase();
  return (await store.first('user', { email: needle })) ?? (await store.first('user', { userNameKey: needle }));
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
