import { subscribe, SUBSCRIPTION_ERRORS } from '../../contracts/subscription';
import { db, newId } from '../db';
import { fail, handle, ok } from '../respond';

/** POST /api/client/subscription: stores the subscriber; an address can subscribe once. */
export const subscriptionHandlers = [
  handle(subscribe, ({ body }) => {
    const email = body.email.trim().toLowerCase();
    if (db.subscription.findFirst({ where: { email: { equals: email } } })) {
      return fail(409, SUBSCRIPTION_ERRORS.emailInUse, 'email');
    }
    db.subscription.create({
      id: newId('sub'),
      email,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      phone: body.phone ?? '',
      locale: body.locale,
      confirmed: false,
      createdAt: Date.now(),
    });
    return ok({ status: 'checkEmail' });
  }),
];
