/** SPEC §7 contact and submit (multipart): messages and contributions are stored, files by their metadata. */
import { contact, CONTACT_ERRORS, SUBMIT_LIMITS, submitArticle } from '../../contracts/contact';
import { mockNow } from '../clock';
import { db, newId } from '../db';
import { clientAddress, countHit, retryAfter } from '../rateLimit';
import { fail, handle, ok, tooManyRequests } from '../respond';

/** Files up to this size keep their content in the browser's mock database (as a data: URL). */
const KEEP_CONTENT_BYTES = 256 * 1024;

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

async function dataUrl(file: File): Promise<string> {
  if (file.size > KEEP_CONTENT_BYTES || typeof window === 'undefined') return '';
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export const contactHandlers = [
  handle(contact, ({ body, request }) => {
    const wait = retryAfter('sendsPerAddress', clientAddress(request));
    if (wait > 0) return tooManyRequests(wait);
    countHit('sendsPerAddress', clientAddress(request));
    if (body.website) return ok({ status: 'received' });
    db.contactMessage.create({
      id: newId('msg'),
      email: body.email.trim().toLowerCase(),
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone: body.phone?.trim() ?? '',
      comment: body.comment.trim(),
      createdAt: mockNow(),
    });
    return ok({ status: 'received' });
  }),

  handle(submitArticle, async ({ body, files, request }) => {
    const wait = retryAfter('sendsPerAddress', clientAddress(request));
    if (wait > 0) return tooManyRequests(wait);
    if (files.length === 0) return fail(400, CONTACT_ERRORS.noFiles, 'files');
    if (files.length > SUBMIT_LIMITS.maxFiles) return fail(400, CONTACT_ERRORS.tooManyFiles, 'files');
    const allowed: readonly string[] = SUBMIT_LIMITS.extensions;
    if (files.some((file) => !allowed.includes(extensionOf(file.name)))) return fail(400, CONTACT_ERRORS.fileType, 'files');
    if (files.some((file) => file.size > SUBMIT_LIMITS.maxFileBytes)) return fail(413, CONTACT_ERRORS.fileTooLarge, 'files');
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > SUBMIT_LIMITS.maxTotalBytes) return fail(413, CONTACT_ERRORS.totalTooLarge, 'files');
    // Only what is accepted counts: a refused upload was never stored or forwarded to the editors.
    countHit('sendsPerAddress', clientAddress(request));
    if (body.website) return ok({ status: 'received', files: files.length });
    const contribution = db.contribution.create({
      id: newId('ctb'),
      email: body.email.trim().toLowerCase(),
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone: body.phone?.trim() ?? '',
      comment: body.comment.trim(),
      createdAt: mockNow(),
    });
    for (const file of files) {
      db.contributionFile.create({
        id: newId('file'),
        contributionId: contribution.id,
        name: file.name,
        size: file.size,
        type: file.type,
        dataUrl: await dataUrl(file),
      });
    }
    return ok({ status: 'received', files: files.length });
  }),
];
