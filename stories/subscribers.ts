import { db } from '../mocks/db';

/** A confirmed subscriber with this email: the stories where a second subscription is refused. */
export function seedSubscriber(email: string): void {
  db.subscription.create({
    id: 'sub_taken',
    email,
    firstName: 'Mei',
    lastName: 'Chen',
    phone: '',
    locale: 'en',
    comment: '',
    confirmed: true,
    createdAt: 0,
  });
}
