import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../contracts/common';
import { COMMENT_MAX_LENGTH, CommentBody } from '../../contracts/community';
import { ContactValues } from '../../contracts/contact';
import { HeaderSubscriptionRequest, subscribe } from '../../contracts/subscription';
import { resetPassword, SignUpRequest, signIn } from '../../contracts/user';
import { server } from '../../mocks/node';
import { formErrors } from '../../src/i18n/formErrors';
import {
  validateComment,
  validateContact,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  validateSubmitArticle,
  validateSubscription,
} from '../../src/lib/validation';
import { signUpPayload } from '../../src/stores/SessionStore';
import { createTestStore } from '../render';
import { SIGN_UP_VALUES } from '../signUpValues';

const text = (length: number) => 'a'.repeat(length);

const contactValues = { email: 'writer@example.com', firstName: 'Mei', lastName: 'Chen', phone: '886912345678', comment: 'Hello editors' };

describe('client limits are the contracts\' limits (issue 16 finding 5)', () => {
  it('a 138-character first name is refused on its field, with the limit, before anything is sent', async () => {
    const store = createTestStore();
    const errors = await store.session.signUp({ ...SIGN_UP_VALUES, firstName: text(138) });
    expect(errors).toEqual({ firstName: { message: formErrors.tooLong, values: { max: FIELD_LIMITS.name } } });
  });

  // Each row: the form's rule, the field, its limit, and the contract that must accept what the form accepts.
  const rows = [
    ['sign-up first name', 'firstName', FIELD_LIMITS.name],
    ['sign-up last name', 'lastName', FIELD_LIMITS.name],
    ['sign-up username', 'userName', FIELD_LIMITS.userName],
    ['sign-up city', 'city', FIELD_LIMITS.city],
    ['sign-up hobby', 'hobby', FIELD_LIMITS.hobby],
  ] as const;

  it.each(rows)('%s: at the limit passes the form and the contract; one more is refused by both', (_name, field, max) => {
    const at = { ...SIGN_UP_VALUES, [field]: text(max) };
    expect(validateSignUp(at)).toBeUndefined();
    expect(SignUpRequest.is(signUpPayload(at, 'en', undefined))).toBe(true);
    const over = { ...SIGN_UP_VALUES, [field]: text(max + 1) };
    expect(validateSignUp(over)?.[field]).toEqual({ message: formErrors.tooLong, values: { max } });
    expect(SignUpRequest.is(signUpPayload(over, 'en', undefined))).toBe(false);
  });

  it('passwords: sign-up, sign-in and reset stop where the contracts do, counting spaces as sent', () => {
    const at = text(FIELD_LIMITS.password);
    const over = ` ${at}`;
    expect(validateSignUp({ ...SIGN_UP_VALUES, password: at, confirmPassword: at })).toBeUndefined();
    expect(SignUpRequest.is(signUpPayload({ ...SIGN_UP_VALUES, password: at }, 'en', undefined))).toBe(true);
    expect(validateSignUp({ ...SIGN_UP_VALUES, password: over, confirmPassword: over })?.password?.message).toBe(formErrors.tooLong);
    expect(signIn.body.is({ email: 'reader', password: over, locale: 'en' })).toBe(false);
    expect(validateSignIn({ email: 'reader', password: over })?.password?.message).toBe(formErrors.tooLong);
    expect(validateSignIn({ email: text(FIELD_LIMITS.login + 1), password: 'x' })?.email?.message).toBe(formErrors.tooLong);
    expect(resetPassword.body.is({ token: 't', password: over })).toBe(false);
    expect(validateResetPassword({ password: over, repeatPassword: over })?.password?.message).toBe(formErrors.tooLong);
    expect(validateResetPassword({ password: at, repeatPassword: at })).toBeUndefined();
  });

  it.each([
    ['firstName', FIELD_LIMITS.name],
    ['lastName', FIELD_LIMITS.name],
    ['comment', FIELD_LIMITS.contactComment],
  ] as const)('contact and contribution %s: the form refuses what the contract would', (field, max) => {
    const at = { ...contactValues, [field]: text(max) };
    const over = { ...contactValues, [field]: text(max + 1) };
    expect(validateContact(at)).toBeUndefined();
    expect(ContactValues.is(at)).toBe(true);
    expect(validateContact(over)?.[field]?.values).toEqual({ max });
    expect(ContactValues.is(over)).toBe(false);
    const files = [new File(['x'], 'essay.pdf')];
    expect(validateSubmitArticle({ ...over, files })?.[field]?.message).toBe(formErrors.tooLong);
  });

  it('the header subscription\'s comment and names, and a comment on a story', () => {
    const header = { firstName: 'A', lastName: 'B', email: 'a@example.com', comment: text(FIELD_LIMITS.subscriptionComment) };
    expect(validateSubscription(header, true)).toBeUndefined();
    expect(HeaderSubscriptionRequest.is({ ...header, locale: 'en' })).toBe(true);
    const longer = { ...header, comment: text(FIELD_LIMITS.subscriptionComment + 1), firstName: text(FIELD_LIMITS.name + 1) };
    expect(validateSubscription(longer, true)).toEqual({
      comment: { message: formErrors.tooLong, values: { max: FIELD_LIMITS.subscriptionComment } },
      firstName: { message: formErrors.tooLong, values: { max: FIELD_LIMITS.name } },
    });
    expect(HeaderSubscriptionRequest.is({ ...longer, locale: 'en' })).toBe(false);
    expect(validateComment({ text: text(COMMENT_MAX_LENGTH) })).toBeUndefined();
    expect(CommentBody.is({ userName: 'Chen Mei', text: text(COMMENT_MAX_LENGTH + 1) })).toBe(false);
    expect(validateComment({ text: text(COMMENT_MAX_LENGTH + 1) })?.text?.message).toBe(formErrors.tooLong);
  });
});

describe('a 400 that names a field shows on that field', () => {
  it('sign-up: the mock\'s 400 about the country shows under the country, not as "Something went wrong"', async () => {
    // A value no form rule checks (the picker sets the country), so the request reaches the mock.
    const errors = await createTestStore().session.signUp({ ...SIGN_UP_VALUES, country: 'TWN' });
    expect(errors).toEqual({ country: { message: formErrors.fieldRejected } });
  });

  it('subscription: a 400 naming the phone shows under the phone', async () => {
    server.use(
      http.post(`*${subscribe.path}`, () =>
        HttpResponse.json({ message: "Invalid body field 'phone': too long", field: 'phone' }, { status: 400 }),
      ),
    );
    const errors = await createTestStore().subscription.subscribe({ firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '123' });
    expect(errors).toEqual({ phone: { message: formErrors.fieldRejected } });
  });

  it('a 400 naming a field the form does not show stays a form-level message', async () => {
    server.use(
      http.post(`*${subscribe.path}`, () => HttpResponse.json({ message: "Invalid body field 'locale'", field: 'locale' }, { status: 400 })),
    );
    const errors = await createTestStore().subscription.subscribe({ firstName: 'A', lastName: 'B', email: 'a@example.com' });
    expect(Object.keys(errors ?? {})).toEqual(['form']);
  });
});
