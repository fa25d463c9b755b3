/** Ours: the admin area's sign-in and recovery (SPEC §3 application state: admin and token). */
import { enums, object, size, string, type Infer } from 'superstruct';
import { defineEndpoint, DeskRole, Email, FIELD_LIMITS, Id } from './common';

export const ADMIN_ERRORS = {
  invalidCredentials: 'Invalid email or password',
} as const;

/** The signed-in editor, with their desk role: the desk shows only what the role may do (the API decides). */
export const Admin = object({ _id: Id, email: Email, name: string(), role: DeskRole });
export type Admin = Infer<typeof Admin>;

export const adminSignIn = defineEndpoint({
  method: 'POST',
  path: '/api/admin/signin',
  body: object({ email: Email, password: size(string(), 1, FIELD_LIMITS.password) }),
  auth: 'none',
  response: object({ admin: Admin, token: string() }),
  errors: [ADMIN_ERRORS.invalidCredentials],
});

/** Ends the editor's session on the server: the token is refused from then on (a shared computer's desk). */
export const adminSignOut = defineEndpoint({
  method: 'POST',
  path: '/api/admin/signout',
  auth: 'admin',
  role: 'contributor',
  response: object({ status: enums(['signedOut']) }),
  errors: [],
});

/** Always answers 'sent', so it does not tell who is an admin. */
export const adminRecovery = defineEndpoint({
  method: 'POST',
  path: '/api/admin/recovery',
  body: object({ email: Email }),
  auth: 'none',
  response: object({ status: enums(['sent']) }),
  errors: [],
});
