import { describe, expect, it } from 'vitest';
import { contact, SUBMIT_LIMITS, submitArticle } from '../../contracts/contact';
import { db } from '../../mocks/db';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { formErrors } from '../../src/i18n/formErrors';
import { createTestStore } from '../render';

const values = { email: 'writer@example.com', firstName: 'Mei', lastName: 'Chen', phone: '', comment: 'Hello, editors' };
const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('contact (SPEC §4, §5, §8)', () => {
  it('requires email, first name, last name and comment, with the subscription messages', async () => {
    const errors = await createTestStore().contact.contact({});
    expect(Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [k, v.message]))).toEqual({
      email: formErrors.emailRequired,
      firstName: formErrors.nameErrorValidation,
      lastName: formErrors.surnameErrorValidation,
      comment: formErrors.comment2ErrorValidation,
    });
  });

  it('success: the message is stored, and the generic success popup replaces the contact popup', async () => {
    const store = createTestStore();
    store.popups.open('contact');
    expect(await store.contact.contact(values)).toBeUndefined();
    expect(store.popups.current?.id).toBe('success');
    expect(db.contactMessage.findFirst({ where: { email: { equals: 'writer@example.com' } } })?.comment).toBe('Hello, editors');
  });

  it('a failure is swallowed: the reader still sees the success popup', async () => {
    server.use(faultHandler(contact, 'serverError'));
    const store = createTestStore();
    expect(await store.contact.contact(values)).toBeUndefined();
    expect(store.popups.current?.id).toBe('success');
  });
});

describe('submit article (SPEC §4, §5, §7 multipart)', () => {
  it("needs at least one file: 'Attach files to the application'", async () => {
    const errors = await createTestStore().contact.submit({ ...values, files: [] });
    expect(errors?.files?.message).toEqual(formErrors.noFilesAttached);
  });

  it('uses its own comment message', async () => {
    const errors = await createTestStore().contact.submit({ ...values, comment: ' ', files: [pdf('a.pdf', 3)] });
    expect(errors?.comment?.message).toEqual(formErrors.commentErrorValidation);
  });

  it.each([
    ['a file over the per-file limit', [pdf('big.pdf', SUBMIT_LIMITS.maxFileBytes + 1)], formErrors.fileTooLarge],
    ['files over the total limit', [1, 2, 3].map((i) => pdf(`${i}.pdf`, SUBMIT_LIMITS.maxFileBytes - 1)), formErrors.totalTooLarge],
    ['too many files', Array.from({ length: SUBMIT_LIMITS.maxFiles + 1 }, (_, i) => pdf(`${i}.pdf`, 1)), formErrors.tooManyFiles],
  ])('refuses %s before sending, with a clear message', async (_name, files, message) => {
    const errors = await createTestStore().contact.submit({ ...values, files });
    expect(errors?.files?.message).toEqual(message);
  });

  it('sends the values and one field per file; the contribution and its files are stored', async () => {
    const store = createTestStore();
    store.popups.open('submitArticle');
    const files = [pdf('essay.pdf', 2048), new File(['hello'], 'notes.txt', { type: 'text/plain' })];
    expect(await store.contact.submit({ ...values, files })).toBeUndefined();
    expect(store.popups.current?.id).toBe('success');
    const contribution = db.contribution.findFirst({ where: { email: { equals: 'writer@example.com' } }, strict: true });
    const stored = db.contributionFile.findMany({ where: { contributionId: { equals: contribution.id } } });
    expect(stored.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
      { name: 'essay.pdf', size: 2048, type: 'application/pdf' },
      { name: 'notes.txt', size: 5, type: 'text/plain' },
    ]);
  });

  it('a failure is swallowed: the reader still sees the success popup', async () => {
    server.use(faultHandler(submitArticle, 'networkError'));
    const store = createTestStore();
    expect(await store.contact.submit({ ...values, files: [pdf('a.pdf', 10)] })).toBeUndefined();
    expect(store.popups.current?.id).toBe('success');
  });
});
