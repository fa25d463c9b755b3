/**
 * A reader's new e-mail address (issue 28 item 4): asked with the current password, kept aside until the link
 * mailed to the new address is opened, then made the account's; the old address is told, and the newsletter
 * subscription of the old address moves with it (docs/decisions/084).
 */
import { changeEmail, confirmEmailChange } from '../../contracts/account';
import { ACCOUNT_ERRORS } from '../../contracts/accountErrors';
import { GENERIC_ERRORS, type Locale } from '../../contracts/common';
import { personName } from '../../contracts/personName';
import { checkMailToken, queueLinkMail, queueNoticeMail, spendMailToken } from './mail';
import { fail, ok, tooManyRequests } from './outcome';
import { isUniqueViolation, type Tx } from './ports';
import { takeMail } from './rateLimits';
import { rule } from './rule';

/** The old address's newsletter follows the reader, unless the new address has one of its own already. */
async function moveSubscription(tx: Tx, from: string, to: string): Promise<void> {
  const old = await tx.first('subscription', { email: from });
  if (old && !(await tx.first('subscription', { email: to }))) await tx.update('subscription', old.id, { email: to });
}

export const accountEmailRules = [
  rule(changeEmail, async ({ body, viewer, client }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    if (!(await ports.passwords.verify(body.password, viewer.passwordHash))) return fail(403, ACCOUNT_ERRORS.wrongPassword, 'password');
    const email = body.email.trim().toLowerCase();
    if (email === viewer.email) return fail(409, ACCOUNT_ERRORS.sameEmail, 'email');
    if (await ports.store.first('user', { email })) return fail(409, ACCOUNT_ERRORS.emailInUse, 'email');
    const wait = await takeMail(ports, 'emailChangeMailsPerRecipient', email, client);
    if (wait > 0) return tooManyRequests(wait);
    await ports.store.transaction(async (tx) => {
      // Only the newest request's link works: an older one names an address the reader no longer wants.
      const earlier = await tx.find('emailChange', { userId: viewer.id }, { columns: ['id'] });
      for (const change of earlier) await tx.deleteWhere('mailToken', { subject: change.id });
      await tx.deleteWhere('emailChange', { userId: viewer.id });
      const change = await tx.insert('emailChange', { id: ports.ids.id('emc'), userId: viewer.id, email, createdAt: ports.clock.now() });
      await queueLinkMail(tx, ports, 'changeEmail', email, change.id, viewer.locale as Locale, personName(viewer));
    });
    ports.outbox.queued();
    return ok({ status: 'checkEmail', email });
  }),

  rule(confirmEmailChange, async ({ body }, ports) => {
    const invalid = () => fail(400, ACCOUNT_ERRORS.emailLinkInvalid, 'token');
    const check = await checkMailToken(ports, 'changeEmail', body.token);
    if (!check.ok) return invalid();
    const change = await ports.store.get('emailChange', check.subject);
    const user = change ? await ports.store.get('user', change.userId) : null;
    if (!change || !user) return invalid();
    const taken = await ports.store.first('user', { email: change.email });
    if (taken && taken.id !== user.id) return fail(409, ACCOUNT_ERRORS.emailInUse, 'email');
    try {
      const done = await ports.store.transaction(async (tx) => {
        if (!(await spendMailToken(tx, ports, check.tokenHash))) return false;
        await tx.update('user', user.id, { email: change.email });
        await tx.deleteWhere('emailChange', { userId: user.id });
        await moveSubscription(tx, user.email, change.email);
        if (user.email !== change.email) await queueNoticeMail(tx, ports, 'emailChanged', user.email, user.locale as Locale, { email: change.email });
        return true;
      });
      if (!done) return invalid();
    } catch (error) {
      // Someone signed up with the address between the check and the change: the database gave it to them.
      if (isUniqueViolation(error, 'user')) return fail(409, ACCOUNT_ERRORS.emailInUse, 'email');
      throw error;
    }
    ports.outbox.queued();
    return ok({ status: 'changed', email: change.email });
  }),
];
