import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { contact, CONTACT_ERRORS, SUBMIT_LIMITS, submitArticle } from '../../contracts/contact';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { ApiClient, ApiFailure } from '../../src/api/client';
import { submitArticle as submitArticleCall } from '../../src/api/contact';
import { formErrors } from '../../src/i18n/formErrors';
import { addAttachments, ContactStore } from '../../src/stores/ContactStore';
import { createTestStore } from '../render';
import { attachment } from '../../mocks/seed/attachments';
import { stored, storedRow } from '../storeReads';

const values = { email: 'writer@example.com', firstName: 'Mei', lastName: 'Chen', phone: '', comment: 'Hello, editors' };
const pdf = (name: string, bytes: number) => attachment(name, bytes);

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
    expect((await stored.first('contactMessage', { email: 'writer@example.com' }))?.comment).toBe('Hello, editors');
  });

  it('a filled honeypot (a bot) looks sent, and nothing is kept', async () => {
    const store = createTestStore();
    store.popups.open('contact');
    expect(await store.contact.contact({ ...values, website: 'https://spam.example' })).toBeUndefined();
    expect(store.popups.current?.id).toBe('success');
    expect(await stored.count('contactMessage')).toBe(0);
  });

  it('a failure is swallowed: the reader still sees the success popup', async () => {
    server.use(faultHandler(contact, 'serverError'));
    const store = createTestStore();
    store.popups.open('contact');
    expect(await store.contact.contact(values)).toBeUndefined();
    expect(store.popups.current?.id).toBe('success');
  });

  it('an answer that comes after the reader moved on does not replace the popup they opened since', async () => {
    server.use(faultHandler(contact, 'slow', { slowMs: 50 }));
    const store = createTestStore();
    store.popups.open('contact');
    const sent = store.contact.contact(values);
    store.popups.open('subscription');
    expect(await sent).toBeUndefined();
    expect(store.popups.current?.id).toBe('subscription');
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
    const contribution = await storedRow('contribution', { email: 'writer@example.com' });
    const storedFiles = await stored.find('contributionFile', { contributionId: contribution.id });
    expect(storedFiles.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
      { name: 'essay.pdf', size: 2048, type: 'application/pdf' },
      // The type the bytes say (src/rules/attachments.ts), not the one the browser claimed.
      { name: 'notes.txt', size: 5, type: 'text/plain; charset=utf-8' },
    ]);
  });

  it('a failure is swallowed: the reader still sees the success popup', async () => {
    server.use(faultHandler(submitArticle, 'networkError'));
    const store = createTestStore();
    store.popups.open('submitArticle');
    expect(await store.contact.submit({ ...values, files: [pdf('a.pdf', 10)] })).toBeUndefined();
    expect(store.popups.current?.id).toBe('success');
  });
});

describe('attachments: limits checked as files are added and on submit, naming the file', () => {
  it('adds what fits, skips a file already listed, and names the first file that did not fit', () => {
    const essay = pdf('essay.pdf', 10);
    const big = pdf('huge-scan.pdf', SUBMIT_LIMITS.maxFileBytes + 1);
    const { files, rejected } = addAttachments([essay], [essay, big, pdf('notes.pdf', 20)]);
    expect(files.map((file) => file.name)).toEqual(['essay.pdf', 'notes.pdf']);
    expect(rejected).toEqual({ message: formErrors.fileTooLarge, values: { name: 'huge-scan.pdf', limit: 10 } });
  });

  it('names the file that tips the total over, and the one too many', () => {
    const nine = pdf('nine.pdf', 9 * 1024 * 1024);
    const total = addAttachments([nine, pdf('eight.pdf', 9 * 1024 * 1024)], [pdf('last-straw.pdf', 8 * 1024 * 1024)]);
    expect(total.rejected).toEqual({ message: formErrors.totalTooLarge, values: { name: 'last-straw.pdf', limit: 25 } });
    const full = Array.from({ length: SUBMIT_LIMITS.maxFiles }, (_, i) => pdf(`${i}.pdf`, 1));
    const many = addAttachments(full, [pdf('eleventh.pdf', 1)]);
    expect(many.files).toHaveLength(SUBMIT_LIMITS.maxFiles);
    expect(many.rejected).toEqual({ message: formErrors.tooManyFiles, values: { name: 'eleventh.pdf', max: 10 } });
  });

  it('refuses a type the server does not take, naming it', () => {
    const { files, rejected } = addAttachments([], [new File(['x'], 'setup.exe')]);
    expect(files).toEqual([]);
    expect(rejected?.message).toEqual(formErrors.fileType);
    expect(rejected?.values).toMatchObject({ name: 'setup.exe' });
  });

  it('on submit, the message names the offending file too', async () => {
    const errors = await createTestStore().contact.submit({ ...values, files: [pdf('big.pdf', SUBMIT_LIMITS.maxFileBytes + 1)] });
    expect(errors?.files?.values).toEqual({ name: 'big.pdf', limit: 10 });
  });
});

/** A stand-in for XMLHttpRequest that reports upload progress and answers when the test says so. */
class FakeRequest {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders = '';
  aborted = false;
  private markSent: () => void = () => {};
  /** Resolves once the request has been sent. */
  readonly sent = new Promise<void>((resolve) => {
    this.markSent = resolve;
  });

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    this.markSent();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'content-type: application/json\r\n';
    this.onload?.();
  }
}

/** A contribution on its way through a fake XMLHttpRequest, its popup open: the test answers the request. */
async function submitting(files: File[], options: { timeoutMs?: number } = {}) {
  const root = createTestStore(options);
  const request = new FakeRequest();
  const contact = new ContactStore(root, { createRequest: () => request as unknown as XMLHttpRequest });
  root.popups.open('submitArticle');
  const done = contact.submit({ ...values, files });
  await request.sent;
  return { root, request, contact, done };
}

describe('submit article: the upload (XMLHttpRequest, progress as observable state)', () => {
  const files = [pdf('essay.pdf', 2048)];

  it('reports progress while the files upload, and clears it once the answer is in', async () => {
    const root = createTestStore();
    const request = new FakeRequest();
    const contact = new ContactStore(root, { createRequest: () => request as unknown as XMLHttpRequest });
    const percents: (number | null)[] = [];
    const stop = autorun(() => percents.push(contact.uploadPercent));
    root.popups.open('submitArticle');
    const done = contact.submit({ ...values, files });
    await request.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/client/user/submit');
    expect(request.body).toBeInstanceOf(FormData);
    const form = request.body as FormData;
    expect(JSON.parse(form.get('values') as string)).toMatchObject({ email: 'writer@example.com', comment: 'Hello, editors' });
    expect((form.get('file0') as File).name).toBe('essay.pdf');
    expect(contact.upload).toEqual({ loaded: 0, total: 2048 });
    request.progress(1000, 4000);
    expect(contact.uploadPercent).toBe(25);
    request.progress(4000, 4000);
    expect(contact.uploadPercent).toBe(100);
    expect(root.popups.current?.id).toBe('submitArticle');
    request.respond(200, { status: 'received', files: 1 });
    expect(await done).toBeUndefined();
    expect(contact.upload).toBeNull();
    expect(root.popups.current?.id).toBe('success');
    stop();
    expect(percents).toEqual([null, 0, 25, 100, null]);
  });

  it('a server error is swallowed (SPEC §8) and the contribution, files and all, waits in the outbox', async () => {
    const { root, request, contact, done } = await submitting(files);
    request.respond(503, { message: 'Service unavailable' });
    expect(await done).toBeUndefined();
    expect(contact.upload).toBeNull();
    expect(root.popups.current?.id).toBe('success');
    expect(root.outbox.waiting).toEqual([expect.objectContaining({ kind: 'submit', files })]);
  });

  it('a refusal (4xx: the server will not take it as it is) is shown on the form, kept open, not retried', async () => {
    const { root, request, contact, done } = await submitting(files);
    request.respond(413, { message: 'The files are larger in total than the limit', field: 'files' });
    expect((await done)?.files?.message).toEqual(formErrors.notAccepted);
    expect(contact.upload).toBeNull();
    expect(root.popups.current?.id).toBe('submitArticle');
    expect(root.outbox.entries).toEqual([]);
  });
});

describe('submit article: a large upload on a slow line, and a reader who leaves', () => {
  const files = [pdf('essay.pdf', 2048)];

  it('is not cut off while it moves: the timeout counts from the last progress, not from the start', async () => {
    vi.useFakeTimers();
    try {
      const { root, request, done } = await submitting(files, { timeoutMs: 1000 });
      // Five times the client's timeout in all, but never a second without progress.
      for (let step = 1; step <= 5; step += 1) {
        await vi.advanceTimersByTimeAsync(900);
        request.progress(step * 400, 2048);
      }
      expect(request.aborted).toBe(false);
      request.respond(200, { status: 'received', files: 1 });
      expect(await done).toBeUndefined();
      expect(root.popups.current?.id).toBe('success');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is given up after the timeout passes without any progress', async () => {
    vi.useFakeTimers();
    try {
      const { request, done } = await submitting(files, { timeoutMs: 1000 });
      request.progress(400, 2048);
      await vi.advanceTimersByTimeAsync(999);
      expect(request.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(request.aborted).toBe(true);
      expect(await done).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closing the popup cancels the upload, and no success popup opens over what the reader does next', async () => {
    const { root, request, contact, done } = await submitting(files);
    request.progress(1000, 2048);
    root.popups.close();
    expect(request.aborted).toBe(true);
    expect(await done).toBeUndefined();
    expect(contact.upload).toBeNull();
    expect(root.popups.current).toBeNull();
  });

  it('another popup opened meanwhile stays open', async () => {
    const { root, request, done } = await submitting(files);
    root.popups.open('signIn');
    expect(request.aborted).toBe(true);
    await done;
    expect(root.popups.current?.id).toBe('signIn');
  });
});

describe('xhrTransport keeps the API client semantics', () => {
  const body = { email: 'writer@example.com', firstName: 'Mei', lastName: 'Chen', comment: 'Hello' };

  it('really uploads through XMLHttpRequest to the mock server, and validates the answer', async () => {
    const client = new ApiClient({ baseUrl: '', timeoutMs: 2000 });
    const answer = await submitArticleCall(client, body, [pdf('essay.pdf', 2048)]);
    expect(answer).toEqual({ status: 'received', files: 1 });
    expect((await stored.first('contributionFile', { name: 'essay.pdf' }))?.size).toBe(2048);
  });

  it('rejects with the response body (ApiFailure) on an error status', async () => {
    const client = new ApiClient({ baseUrl: '', timeoutMs: 2000 });
    const failure = await submitArticleCall(client, body, [new File(['x'], 'setup.exe')]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).status).toBe(400);
    expect((failure as ApiFailure).serverMessage).toBe(CONTACT_ERRORS.fileType);
  });

  it('a 500 from the server is an ApiFailure with its body', async () => {
    server.use(faultHandler(submitArticle, 'serverError'));
    const client = new ApiClient({ baseUrl: '', timeoutMs: 2000 });
    const failure = await submitArticleCall(client, body, [pdf('a.pdf', 1)]).catch((error: unknown) => error);
    expect((failure as ApiFailure).status).toBe(500);
  });

  it('a malformed success body breaks the contract, not the screen', async () => {
    server.use(faultHandler(submitArticle, 'malformed'));
    const client = new ApiClient({ baseUrl: '', timeoutMs: 2000 });
    await expect(submitArticleCall(client, body, [pdf('a.pdf', 1)])).rejects.toThrow();
  });

  it('a network failure is an ApiFailure with status 0', async () => {
    const request = new FakeRequest();
    const client = new ApiClient({ baseUrl: 'https://api.example', timeoutMs: 2000 });
    const pending = submitArticleCall(client, body, [pdf('a.pdf', 1)], { createRequest: () => request as unknown as XMLHttpRequest });
    await request.sent;
    expect(request.url).toBe('https://api.example/api/client/user/submit');
    expect(request.headers.accept).toBe('application/json');
    request.onerror?.();
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0, reason: 'network' });
  });

  it('the client timeout aborts the upload', async () => {
    vi.useFakeTimers();
    try {
      const request = new FakeRequest();
      const client = new ApiClient({ baseUrl: '', timeoutMs: 1000 });
      const pending = submitArticleCall(client, body, [pdf('a.pdf', 1)], { createRequest: () => request as unknown as XMLHttpRequest });
      const settled = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000);
      expect(request.aborted).toBe(true);
      expect(await settled).toMatchObject({ status: 0, reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});
