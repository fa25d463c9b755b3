import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { SUBMIT_LIMITS, submitArticle } from '../../../contracts/contact';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { expectFitsWidth } from '../../checks';
import { popupConformance } from '../../popupConformance';
import { contactFields, expectClosed, expectFieldError, expectNoFieldError, openPopup } from '../../popupSteps';
import { attachment } from '../../../mocks/seed/attachments';

/**
 * The submit-article popup — SPEC §5 "Submit article" (contact's rules, error.commentErrorValidation, at least one
 * file: 'Attach files to the application'), the attachment limits (contracts SUBMIT_LIMITS, each message naming
 * the file), the upload's progress, §4 success -> reset, close, generic success, §8 failures swallowed.
 */
const meta = preview.meta({
  title: 'Contribute/Submit article popup',
  render: () => <PopupHost />,
});

const TITLE = en['contribute.title'];
const SUCCESS = 'Thank you for your attention, we will contact you!';
const MB = 1024 * 1024;

const file = (name: string, bytes: number, type?: string) => attachment(name, bytes, type);

function fields(dialog: HTMLElement) {
  const form = within(dialog);
  return {
    ...contactFields(dialog),
    comment: form.getByRole('textbox', { name: en['contribute.comment'] }),
    /** The platform's file input (what a picked file goes into); the reader's control is `choose`. */
    files: form.getByLabelText<HTMLInputElement>(en['filePicker.choose']),
    choose: form.getByRole('button', { name: en['filePicker.choose'] }),
    submit: form.getByRole('button', { name: en['contribute.submit'] }),
  };
}

type Typing = { type: (element: Element, text: string) => Promise<void> };

async function fillValid(dialog: HTMLElement, userEvent: Typing) {
  const { firstName, lastName, email, comment } = fields(dialog);
  await userEvent.type(firstName, 'Mei');
  await userEvent.type(lastName, 'Chen');
  await userEvent.type(email, 'mei@example.com');
  await userEvent.type(comment, 'A photo essay on Taipei night markets');
}

/** The list of attached files, by name: what a screen reader reads as the list. */
function listedNames(dialog: HTMLElement): string[] {
  const list = within(dialog).queryByRole('list', { name: en['filePicker.list'] });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent ?? '');
}

/** Drags files onto the picker's drop zone and lets go. */
function drop(dialog: HTMLElement, ...files: File[]) {
  const zone = within(dialog).getByText(en['filePicker.drop']).parentElement as HTMLElement;
  const data = new DataTransfer();
  for (const one of files) data.items.add(one);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
  }
}

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    const { firstName, files, choose, comment } = fields(dialog);
    await expect(firstName).toHaveFocus();
    await expect(comment).toBeRequired();
    // The intro is read with the dialog's name.
    await expect(dialog).toHaveAccessibleDescription(en['contribute.intro']);
    await expect(files).toHaveAttribute('multiple');
    // The file input is never a tab stop: the visible button stands for it.
    await expect(files).toHaveAttribute('tabindex', '-1');
    await expect(listedNames(dialog)).toEqual([]);
    await expect(within(dialog).getByRole('group', { name: en['contribute.files'] })).toBeVisible();
    await expect(choose).toHaveAccessibleDescription(
      'Manuscripts and pictures (PDF, DOC, DOCX, ODT, RTF, TXT, MD, JPG, JPEG, PNG, WEBP, GIF, HEIC): up to 10 files, 10 MB each and 25 MB in total.',
    );
  },
});

export const RequiredFields = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    const { firstName, lastName, email, comment, files, choose, submit } = fields(dialog);
    await userEvent.click(submit);
    // The first field with a message takes the focus; no upload was started, so no progress bar.
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(within(dialog).queryByRole('progressbar')).toBeNull();
    await expectFieldError(email, en['error.emailRequired']);
    await expectFieldError(firstName, en['error.nameErrorValidation']);
    await expectFieldError(lastName, en['error.surnameErrorValidation']);
    await expectFieldError(comment, en['error.commentErrorValidation']);
    // SPEC §5: 'Attach files to the application'.
    await expect(within(dialog).getByText('Attach files to the application')).toHaveAttribute('role', 'alert');
    await expect(choose).toHaveAccessibleDescription(expect.stringContaining('Attach files to the application'));
    await expect(db.contribution.count()).toBe(0);
    await userEvent.type(comment, 'Essay');
    await expectNoFieldError(comment, en['error.commentErrorValidation']);
    await expectFieldError(email, en['error.emailRequired']);
    await userEvent.type(email, 'm');
    await expectNoFieldError(email, en['error.emailRequired']);
    await userEvent.type(firstName, 'Mei');
    await expectNoFieldError(firstName, en['error.nameErrorValidation']);
    await userEvent.type(lastName, 'Chen');
    await expectNoFieldError(lastName, en['error.surnameErrorValidation']);
    await userEvent.upload(files, file('essay.pdf', 2048));
    await waitFor(() => expect(within(dialog).queryByText('Attach files to the application')).toBeNull());
  },
});

export const NoFilesAttached = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    await fillValid(dialog, userEvent);
    const { files, choose, comment, submit } = fields(dialog);
    await userEvent.click(submit);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['error.noFilesAttached']);
    await expect(choose).toHaveAttribute('aria-invalid', 'true');
    // The only field with a message: focus goes to the add-files button.
    await waitFor(() => expect(choose).toHaveFocus());
    await expect(comment).toHaveValue('A photo essay on Taipei night markets');
    await userEvent.upload(files, file('essay.pdf', 2048));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await expect(choose).not.toHaveAttribute('aria-invalid');
  },
});

export const InvalidEmail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    await fillValid(dialog, userEvent);
    const { email, files, submit } = fields(dialog);
    await userEvent.upload(files, file('essay.pdf', 2048));
    await userEvent.clear(email);
    await userEvent.type(email, 'mei@@example.com');
    await userEvent.click(submit);
    await expectFieldError(email, en['error.invalidEmail']);
    // The files stay attached.
    await expect(listedNames(dialog)).toEqual(['essay.pdf']);
    await userEvent.type(email, 'x');
    await expectNoFieldError(email, en['error.invalidEmail']);
  },
});

export const AttachTwoRemoveOne = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    const { files } = fields(dialog);
    await userEvent.upload(files, [file('essay.pdf', 2.5 * MB), file('market.jpg', 340 * 1024, 'image/jpeg')]);
    await expect(listedNames(dialog)).toEqual(['essay.pdf', 'market.jpg']);
    const list = within(dialog).getByRole('list', { name: en['filePicker.list'] });
    // Sizes in the reader's language (Intl).
    await expect(list).toHaveTextContent('2.5 MB');
    await expect(list).toHaveTextContent('340 kB');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 files attached');
    // Removed with the keyboard: focus moves on to the next remove button.
    within(list).getByRole('button', { name: 'Remove essay.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(listedNames(dialog)).toEqual(['market.jpg']);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('1 file attached');
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Remove market.jpg' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(listedNames(dialog)).toEqual([]);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('No files attached');
    // With the list gone, focus goes back to the visible add-files button.
    await waitFor(() => expect(fields(dialog).choose).toHaveFocus());
  },
});

export const DragAndDrop = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    drop(dialog, file('dropped.docx', 4096, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    await waitFor(() => expect(listedNames(dialog)).toEqual(['dropped.docx']));
  },
});

export const FileTooLarge = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    const { files } = fields(dialog);
    await userEvent.upload(files, [file('essay.pdf', 2048), file('raw-scan.pdf', SUBMIT_LIMITS.maxFileBytes + 1)]);
    // Checked as files are added: the one too large is not added, and the message names it.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“raw-scan.pdf” is too large: each file must be 10 MB or smaller',
    );
    await expect(listedNames(dialog)).toEqual(['essay.pdf']);
  },
});

export const TotalTooLarge = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    const { files } = fields(dialog);
    await userEvent.upload(files, [file('part-1.pdf', 9 * MB), file('part-2.pdf', 9 * MB), file('part-3.pdf', 9 * MB)]);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“part-3.pdf” does not fit: the files must be 25 MB or smaller in total',
    );
    await expect(listedNames(dialog)).toEqual(['part-1.pdf', 'part-2.pdf']);
    // Removing a file clears the message, and now the third fits.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove part-1.pdf' }));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.upload(files, file('part-3.pdf', 9 * MB));
    await expect(listedNames(dialog)).toEqual(['part-2.pdf', 'part-3.pdf']);
  },
});

export const TooManyFiles = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    const { files } = fields(dialog);
    const photos = Array.from({ length: SUBMIT_LIMITS.maxFiles + 1 }, (_, i) => file(`photo-${i + 1}.jpg`, 1024, 'image/jpeg'));
    await userEvent.upload(files, photos);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Attach at most 10 files: “photo-11.jpg” is one too many',
    );
    await expect(listedNames(dialog)).toHaveLength(SUBMIT_LIMITS.maxFiles);
  },
});

export const FileTypeRefused = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    // A drop can bring any file: the input's accept only filters the picker.
    drop(dialog, file('installer.exe', 1024, 'application/octet-stream'));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“installer.exe” cannot be attached: use PDF, DOC, DOCX, ODT, RTF, TXT, MD, JPG, JPEG, PNG, WEBP, GIF, or HEIC files',
    );
    await expect(listedNames(dialog)).toEqual([]);
  },
});

export const SlowUploadShowsProgress = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(submitArticle, 'slow', { slowMs: 2000 }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    await fillValid(dialog, userEvent);
    const { files, submit } = fields(dialog);
    await userEvent.upload(files, [file('essay.pdf', 3 * MB), file('market.jpg', 2 * MB, 'image/jpeg')]);
    await userEvent.click(submit);
    // While it sends: a labelled progress bar with its percentage, and a busy button that sends nothing more.
    const bar = await within(dialog).findByRole('progressbar', { name: en['contribute.uploading'] });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d{1,3}%$/)));
    await expect(bar.parentElement).toHaveTextContent(/\d{1,3}%/);
    const busy = within(dialog).getByRole('button', { name: en['contribute.sending'] });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(storyStore().contact.upload).not.toBeNull();
    await canvas.findByRole('dialog', { name: SUCCESS });
    await expect(storyStore().contact.upload).toBeNull();
    await expect(db.contribution.count()).toBe(1);
  },
});

export const SuccessOpensGenericSuccess = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    await fillValid(dialog, userEvent);
    const { files, submit } = fields(dialog);
    await userEvent.upload(files, [file('essay.pdf', 2048), file('notes.txt', 5, 'text/plain')]);
    await userEvent.click(submit);
    await canvas.findByRole('dialog', { name: SUCCESS });
    await expectClosed(canvas, TITLE);
    await expect(storyStore().popups.current?.id).toBe('success');
    const contribution = db.contribution.findFirst({ where: { email: { equals: 'mei@example.com' } }, strict: true });
    await expect(contribution.comment).toBe('A photo essay on Taipei night markets');
    const stored = db.contributionFile.findMany({ where: { contributionId: { equals: contribution.id } } });
    await expect(stored.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'essay.pdf', size: 2048 },
      { name: 'notes.txt', size: 5 },
    ]);
    // SPEC §4's reset: each opening mounts a new form, so opened again it is empty — no files either.
    storyStore().popups.close();
    const again = await openPopup(canvas, 'submitArticle', TITLE);
    await expect(listedNames(again)).toEqual([]);
    await expect(fields(again).comment).toHaveValue('');
  },
});

/** Closing the popup while the files upload cancels the upload; no success popup comes up afterwards. */
export const CloseDuringUploadCancelsIt = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(submitArticle, 'slow', { slowMs: 1500 }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    await fillValid(dialog, userEvent);
    await userEvent.upload(fields(dialog).files, file('essay.pdf', 2048));
    await userEvent.click(fields(dialog).submit);
    await within(dialog).findByRole('progressbar', { name: en['contribute.uploading'] });
    // The reader gives up and writes to the editors instead.
    const contact = await openPopup(canvas, 'contact', en['contact.title']);
    await userEvent.type(within(contact).getByRole('textbox', { name: en['form.firstName'] }), 'Mei');
    await waitFor(() => expect(storyStore().contact.upload).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(canvas.queryByRole('dialog', { name: SUCCESS })).toBeNull();
    await expect(storyStore().popups.current?.id).toBe('contact');
    await expect(within(contact).getByRole('textbox', { name: en['form.firstName'] })).toHaveValue('Mei');
  },
});

export const ServerErrorSwallowed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(submitArticle, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'submitArticle', TITLE);
    await fillValid(dialog, userEvent);
    await userEvent.upload(fields(dialog).files, file('essay.pdf', 2048));
    await userEvent.click(fields(dialog).submit);
    // SPEC §8: submit failures are swallowed; the reader sees the success anyway.
    await canvas.findByRole('dialog', { name: SUCCESS });
    await expectClosed(canvas, TITLE);
    await expect(db.contribution.count()).toBe(0);
  },
});

const conformance = popupConformance({ id: 'submitArticle', title: 'contribute.title' }, {
  FocusTrapped: {
    // With a file attached, its remove button is one of the stops.
    before: async (dialog, { userEvent }) => {
      await userEvent.upload(fields(dialog).files, file('essay.pdf', 2048));
    },
  },
  ZhCn: async (dialog, { userEvent }) => {
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: zhCn['contribute.submit'] }));
    await expectFieldError(form.getByRole('textbox', { name: zhCn['contribute.comment'] }), zhCn['error.commentErrorValidation']);
    await expect(form.getByText(zhCn['error.noFilesAttached'])).toBeVisible();
    await userEvent.upload(form.getByLabelText(zhCn['filePicker.choose']), file('散文.pdf', 1536 * 1024));
    await expect(form.getByRole('list', { name: zhCn['filePicker.list'] })).toHaveTextContent('1.5 MB');
  },
  ZhTw: async (dialog, { userEvent }) => {
    const form = within(dialog);
    await userEvent.upload(form.getByLabelText(zhTw['filePicker.choose']), file('大稿.pdf', SUBMIT_LIMITS.maxFileBytes + 1));
    await expect(await form.findByRole('alert')).toHaveTextContent('「大稿.pdf」太大：每個檔案不得超過 10 MB');
    await expect(form.getByRole('status')).toHaveTextContent('已附加 0 個檔案');
  },
  Mobile: async (dialog, { userEvent }) => {
    await userEvent.upload(fields(dialog).files, [
      file('a-very-long-file-name-for-the-manuscript-of-my-essay-2026-final-final.pdf', 2048),
      file('market.jpg', 1024, 'image/jpeg'),
    ]);
    await expect(listedNames(dialog)).toHaveLength(2);
    await expectFitsWidth(dialog);
    await userEvent.click(fields(dialog).submit);
    await expectFieldError(fields(dialog).comment, en['error.commentErrorValidation']);
    await expectFitsWidth(dialog);
  },
});

export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);
