/** Ours: the editors' desk's sign-in, sign-out and recovery. */
import { ADMIN_ERRORS, adminRecovery, adminSignIn, adminSignOut } from '../../contracts/admin';
import { sendLinkMail } from './mail';
import { fail, ok, tooManyRequests } from './outcome';
import { UNKNOWN_ACCOUNT_HASH } from './passwords';
import { clearHits, countHit, retryAfter, takeMail } from './rateLimits';
import { rule } from './rule';
import { bearerToken, createAdminSession, endAdminSession, toAdmin } from './sessions';

export const adminRules = [
  rule(adminSignIn, async ({ body, client }, ports) => {
    const email = body.email.trim().toLowerCase();
    const admin = await ports.store.first('admin', { email });
    // As readers' sign-in (src/rules/user.ts), stricter: counted by account and by caller, and once limited even
    // the right password waits.
    const account = admin ? `account:${admin.id}` : `login:${email}`;
    const wait = Math.max(
      await retryAfter(ports, 'adminSignInFailuresPerAccount', account),
      await retryAfter(ports, 'adminSignInFailuresPerAddress', client),
    );
    if (wait > 0) return tooManyRequests(wait);
    // Unknown addresses cost a hash too, so the time taken does not tell who is an editor.
    const matches = await ports.passwords.verify(body.password, admin?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
    if (!admin || !matches) {
      await countHit(ports, 'adminSignInFailuresPerAccount', account);
      await countHit(ports, 'adminSignInFailuresPerAddress', client);
      return fail(401, ADMIN_ERRORS.invalidCredentials);
    }
    await clearHits(ports, 'adminSignInFailuresPerAccount', account);
    const token = await createAdminSession(ports, admin.id);
    return ok({ admin: toAdmin(admin), token });
  }),

  rule(adminSignOut, async ({ request }, ports) => {
    const token = bearerToken(request);
    if (token) await endAdminSession(ports, token);
    return ok({ status: 'signedOut' });
  }),

  rule(adminRecovery, async ({ body, client }, ports) => {
    const email = body.email.trim().toLowerCase();
    // Counted whether or not an editor has the address: the limit must not tell who is one.
    const wait = await takeMail(ports, 'recoveryMailsPerRecipient', email, client);
    if (wait > 0) return tooManyRequests(wait);
    const admin = await ports.store.first('admin', { email });
    if (admin) await sendLinkMail(ports, 'adminRecovery', admin.email, admin.id, 'en');
    return ok({ status: 'sent' });
  }),
];
