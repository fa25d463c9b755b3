/** Ours: the admin area's sign-in and recovery. */
import { ADMIN_ERRORS, adminRecovery, adminSignIn } from '../../contracts/admin';
import { ADMIN_SESSION_IDLE_MS } from '../auth';
import { mockNow } from '../clock';
import { db, newToken } from '../db';
import { sendLinkMail } from '../mailbox';
import { hashPassword, verifyPassword } from '../passwords';
import { fail, handle, ok } from '../respond';

const UNKNOWN_ADMIN_HASH = hashPassword('no admin has this password');

export const adminHandlers = [
  handle(adminSignIn, ({ body }) => {
    const admin = db.admin.findFirst({ where: { email: { equals: body.email.trim().toLowerCase() } } });
    // Unknown addresses cost a hash too, so the time taken does not tell who is an admin.
    const matches = verifyPassword(body.password, admin?.passwordHash ?? UNKNOWN_ADMIN_HASH);
    if (!admin || !matches) return fail(401, ADMIN_ERRORS.invalidCredentials);
    const token = newToken();
    db.adminSession.create({ token, adminId: admin.id, expiresAt: mockNow() + ADMIN_SESSION_IDLE_MS });
    return ok({ admin: { _id: admin.id, email: admin.email, name: admin.name }, token });
  }),

  handle(adminRecovery, ({ body }) => {
    const admin = db.admin.findFirst({ where: { email: { equals: body.email.trim().toLowerCase() } } });
    if (admin) sendLinkMail('adminRecovery', admin.email, admin.id, 'en');
    return ok({ status: 'sent' });
  }),
];
