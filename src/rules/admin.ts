/** Ours: the editors' desk's sign-in and recovery. */
import { ADMIN_ERRORS, adminRecovery, adminSignIn } from '../../contracts/admin';
import { sendLinkMail } from './mail';
import { fail, ok } from './outcome';
import { UNKNOWN_ACCOUNT_HASH } from './passwords';
import { rule } from './rule';
import { createAdminSession } from './sessions';

export const adminRules = [
  rule(adminSignIn, async ({ body }, ports) => {
    const admin = await ports.store.first('admin', { email: body.email.trim().toLowerCase() });
    // Unknown addresses cost a hash too, so the time taken does not tell who is an editor.
    const matches = await ports.passwords.verify(body.password, admin?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
    if (!admin || !matches) return fail(401, ADMIN_ERRORS.invalidCredentials);
    const token = await createAdminSession(ports, admin.id);
    return ok({ admin: { _id: admin.id, email: admin.email, name: admin.name }, token });
  }),

  rule(adminRecovery, async ({ body }, ports) => {
    const admin = await ports.store.first('admin', { email: body.email.trim().toLowerCase() });
    if (admin) await sendLinkMail(ports, 'adminRecovery', admin.email, admin.id, 'en');
    return ok({ status: 'sent' });
  }),
];
