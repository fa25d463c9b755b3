/** SPEC §7 contact and submit (multipart): messages and contributions are kept for the editors, files in the file store. */
import { contact, CONTACT_ERRORS, SUBMIT_LIMITS, submitArticle } from '../../contracts/contact';
import { cleanFileName, extensionOf, sniffedType } from './attachments';
import { NEW_IN_INBOX } from './inboxRows';
import { fail, ok, tooManyRequests } from './outcome';
import { countHit, retryAfter } from './rateLimits';
import { rule } from './rule';
import type { Row } from './schema';

export const contactRules = [
  rule(contact, async ({ body, client }, ports) => {
    const wait = await retryAfter(ports, 'sendsPerAddress', client);
    if (wait > 0) return tooManyRequests(wait);
    await countHit(ports, 'sendsPerAddress', client);
    if (body.website) return ok({ status: 'received' });
    await ports.store.insert('contactMessage', {
      id: ports.ids.id('msg'),
      email: body.email.trim().toLowerCase(),
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone: body.phone?.trim() ?? '',
      comment: body.comment.trim(),
      createdAt: ports.clock.now(),
      ...NEW_IN_INBOX(body.locale),
    });
    return ok({ status: 'received' });
  }),

  rule(submitArticle, async ({ body, files, client }, ports) => {
    const wait = await retryAfter(ports, 'sendsPerAddress', client);
    if (wait > 0) return tooManyRequests(wait);
    if (files.length === 0) return fail(400, CONTACT_ERRORS.noFiles, 'files');
    if (files.length > SUBMIT_LIMITS.maxFiles) return fail(400, CONTACT_ERRORS.tooManyFiles, 'files');
    const allowed: readonly string[] = SUBMIT_LIMITS.extensions;
    if (files.some((file) => !allowed.includes(extensionOf(file.name)))) return fail(400, CONTACT_ERRORS.fileType, 'files');
    if (files.some((file) => file.size > SUBMIT_LIMITS.maxFileBytes)) return fail(413, CONTACT_ERRORS.fileTooLarge, 'files');
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > SUBMIT_LIMITS.maxTotalBytes) return fail(413, CONTACT_ERRORS.totalTooLarge, 'files');
    if (files.some((file) => file.size === 0)) return fail(400, CONTACT_ERRORS.fileEmpty, 'files');
    // The bytes decide what a file is (src/rules/attachments.ts): an HTML page named .pdf is no manuscript.
    const read = await Promise.all(
      files.map(async (file) => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        return { name: cleanFileName(file.name), bytes, type: await sniffedType(file.name, bytes) };
      }),
    );
    if (read.some((file) => file.type === null)) return fail(400, CONTACT_ERRORS.fileType, 'files');
    // Only what is accepted counts: a refused upload was never stored or forwarded to the editors.
    await countHit(ports, 'sendsPerAddress', client);
    if (body.website) return ok({ status: 'received', files: files.length });
    const { store, ids, clock } = ports;
    const contributionId = ids.id('ctb');
    // The files first: a contribution is kept only once everything it carries is.
    const kept: Row<'contributionFile'>[] = [];
    for (const file of read) {
      const id = ids.id('file');
      const fileKey = `contributions/${contributionId}/${id}`;
      const type = file.type ?? 'application/octet-stream';
      await ports.files.put(fileKey, file.bytes, type);
      kept.push({ id, contributionId, name: file.name, size: file.bytes.byteLength, type, fileKey });
    }
    await store.transaction(async (tx) => {
      await tx.insert('contribution', {
        id: contributionId,
        email: body.email.trim().toLowerCase(),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        phone: body.phone?.trim() ?? '',
        comment: body.comment.trim(),
        createdAt: clock.now(),
        ...NEW_IN_INBOX(body.locale),
        articleId: '',
      });
      for (const file of kept) await tx.insert('contributionFile', file);
    });
    return ok({ status: 'received', files: files.length });
  }),
];
