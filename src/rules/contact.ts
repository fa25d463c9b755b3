/** SPEC §7 contact and submit (multipart): messages and contributions are kept for the editors, files in the file store. */
import { contact, CONTACT_ERRORS, SUBMIT_LIMITS, submitArticle } from '../../contracts/contact';
import { fail, ok, tooManyRequests } from './outcome';
import { countHit, retryAfter } from './rateLimits';
import { rule } from './rule';
import type { Row } from './schema';

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

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
    // Only what is accepted counts: a refused upload was never stored or forwarded to the editors.
    await countHit(ports, 'sendsPerAddress', client);
    if (body.website) return ok({ status: 'received', files: files.length });
    const { store, ids, clock } = ports;
    const contributionId = ids.id('ctb');
    // The files first: a contribution is kept only once everything it carries is.
    const kept: Row<'contributionFile'>[] = [];
    for (const file of files) {
      const id = ids.id('file');
      const fileKey = `contributions/${contributionId}/${id}`;
      await ports.files.put(fileKey, new Uint8Array(await file.arrayBuffer()), file.type || 'application/octet-stream');
      kept.push({ id, contributionId, name: file.name, size: file.size, type: file.type, fileKey });
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
      });
      for (const file of kept) await tx.insert('contributionFile', file);
    });
    return ok({ status: 'received', files: files.length });
  }),
];
