import type { BoundFunctions, queries } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within, type userEvent as plainUserEvent } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { previewNewsletterIssue, saveNewsletterIssue as saveEndpoint, sendNewsletterIssue } from '../../../../contracts/adminNewsletters';
import type { Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { addNewsletterIssues, NEWSLETTER_ISSUES } from '../../../../mocks/newsletterIssues';
import { addNewsletterSubscribers } from '../../../../mocks/newsletterSubscribers';
import { mockPorts } from '../../../../mocks/ports';
import { SEED_ADMIN, SEED_SECOND_ADMIN } from '../../../../mocks/seedDb';
import { adminSignIn } from '../../../../src/api/admin';
import { listNewsletterIssues, saveNewsletterIssue } from '../../../../src/api/adminNewsletters';
import { ApiClient } from '../../../../src/api/client';
import { expectFitsWidth, message } from '../../../checks';
import { storyStore } from '../../../decorators';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

const MESSAGES = { en, 'zh-cn': zhCn, 'zh-tw': zhTw } as const;
type Canvas = BoundFunctions<typeof queries>;
type Step = { canvas: Canvas; canvasElement: HTMLElement; userEvent: ReturnType<typeof plainUserEvent.setup> };

/**
 * One newsletter issue on the desk (issue 25 item 6): a subject, an introduction and stories chosen from those
 * published in its edition (found, added, ordered by keyboard, removed); previewed as subscribers will read it;
 * tried on the editor's address; sent once after a question naming the edition and how many receive it. Sent, it is
 * read only, with its record.
 */
const meta = preview.meta({
  title: 'Admin/Newsletters/Issue',
  ...deskPage('/admin/newsletters/issues/new?edition=en'),
  beforeEach: async () => {
    await addNewsletterIssues(mockPorts);
    await addNewsletterSubscribers(mockPorts);
  },
});

const draftRoute = (locale: Locale) => `/admin/newsletters/issues/${NEWSLETTER_ISSUES[locale].draft.id}`;
const SUBJECTS: Record<Locale, string> = { en: 'This week on Huanyu', 'zh-cn': '本周寰宇：周末长文', 'zh-tw': '本週寰宇：週末長文' };
const addButtons = (canvas: Canvas, locale: Locale) => canvas.getAllByRole('button', { name: new RegExp(`^${MESSAGES[locale]['admin.issues.picker.addTo'].split('{title}')[0]}`) });

/** A new issue of the desk's own edition: a subject, three stories, the third moved up by the keyboard, then created. */
function composePlay(locale: Locale) {
  return async ({ canvas, canvasElement, userEvent }: Step) => {
    const t = MESSAGES[locale];
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: t['admin.issues.newTitle'] })).toBeVisible();
    await expect(canvas.getByText(message('admin.issues.editionLine', { edition: LOCALE_LIST[locale].name }, locale))).toBeVisible();
    await expect(canvas.getByText(t['admin.issues.stories.none'])).toBeVisible();
    const subject = canvas.getByRole('textbox', { name: t['admin.issues.field.subject'] });
    await userEvent.click(subject);
    await userEvent.paste(SUBJECTS[locale]);
    // The edition's newest stories are offered at once.
    await waitFor(() => expect(addButtons(canvas, locale).length).toBeGreaterThan(3));
    const offered = addButtons(canvas, locale);
    for (const button of offered.slice(0, 3)) await userEvent.click(button);
    const chosen = within(canvas.getByRole('list', { name: t['admin.issues.stories.chosen'] })).getAllByRole('listitem');
    await expect(chosen).toHaveLength(3);
    await expect(canvas.getAllByText(t['admin.issues.picker.chosen'])).toHaveLength(3);
    const third = chosen[2]!.querySelector('[lang]')!.firstChild!.textContent ?? '';
    // Moved by the keyboard: the focus stays on the story's "Up", and where it went is said.
    const up = canvas.getByRole('button', { name: message('admin.issues.story.moveUp', { title: third }, locale) });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(message('admin.issues.story.moveUp', { title: third }, locale)));
    await expect(canvas.getByText(message('admin.issues.story.movedTo', { title: third, place: 2 }, locale))).toBeInTheDocument();
    await expect(canvas.getByText(t['admin.desk.saveState.unsaved'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t['admin.issues.action.create'] }));
    await expect(await canvas.findByText(t['admin.issues.success.created'])).toBeVisible();
    await waitFor(() => expect(storyStore().navigation.current()).toMatch(new RegExp(`^/${locale}/admin/newsletters/issues/(?!new)[^/?]+$`)));
    await expect(canvas.getByRole('heading', { level: 1, name: t['admin.issues.editTitle'] })).toBeVisible();
    await expectFitsWidth(canvasElement);
  };
}

export const Compose = meta.story({ play: composePlay('en') });
export const ComposeZhCn = meta.story({ parameters: { route: '/admin/newsletters/issues/new?edition=zh-cn' }, globals: { locale: 'zh-cn' }, play: composePlay('zh-cn') });
export const ComposeZhTw = meta.story({ parameters: { route: '/admin/newsletters/issues/new?edition=zh-tw' }, globals: { locale: 'zh-tw' }, play: composePlay('zh-tw') });
export const ComposeMobile = meta.story({ play: composePlay('en') });
export const ComposeMobileZhCn = meta.story({ parameters: { route: '/admin/newsletters/issues/new?edition=zh-cn' }, globals: { locale: 'zh-cn' }, play: composePlay('zh-cn') });
export const ComposeMobileZhTw = meta.story({ parameters: { route: '/admin/newsletters/issues/new?edition=zh-tw' }, globals: { locale: 'zh-tw' }, play: composePlay('zh-tw') });

/** What is missing is said where it is missing, specifically, and nothing typed is lost. */
function validationPlay(locale: Locale) {
  return async ({ canvas, userEvent }: Step) => {
    const t = MESSAGES[locale];
    await signInAsEditor();
    await waitFor(() => expect(addButtons(canvas, locale).length).toBeGreaterThan(0));
    const intro = canvas.getByRole('textbox', { name: t['admin.issues.field.intro'] });
    await userEvent.click(intro);
    await userEvent.paste('…');
    await userEvent.click(canvas.getByRole('button', { name: t['admin.issues.action.create'] }));
    const subject = canvas.getByRole('textbox', { name: t['admin.issues.field.subject'] });
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription(expect.stringContaining(t['admin.issues.problem.subjectRequired']));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t['admin.desk.error.invalid']);
    // A send with no story: "not sent", and why, under the stories.
    await userEvent.click(subject);
    await userEvent.paste(SUBJECTS[locale]);
    await userEvent.click(canvas.getByRole('button', { name: t['admin.issues.action.send'] }));
    await expect(await canvas.findByText(t['admin.issues.problem.noStories'])).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t['admin.issues.error.notSentInvalid']);
    // A test address that is none.
    const to = canvas.getByRole('textbox', { name: t['admin.issues.test.to'] });
    await expect(to).toHaveValue(SEED_ADMIN.email);
    await userEvent.clear(to);
    await userEvent.type(to, 'editor@');
    await userEvent.click(canvas.getByRole('button', { name: t['admin.issues.test.send'] }));
    await expect(to).toHaveAccessibleDescription(expect.stringContaining(t['admin.issues.problem.invalidEmail']));
    await expect(intro).toHaveValue('…');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  };
}

export const ValidationErrors = meta.story({ play: validationPlay('en') });
export const ValidationErrorsZhCn = meta.story({ parameters: { route: '/admin/newsletters/issues/new?edition=zh-cn' }, globals: { locale: 'zh-cn' }, play: validationPlay('zh-cn') });
export const ValidationErrorsZhTw = meta.story({ parameters: { route: '/admin/newsletters/issues/new?edition=zh-tw' }, globals: { locale: 'zh-tw' }, play: validationPlay('zh-tw') });
export const ValidationErrorsMobile = meta.story({ play: validationPlay('en') });

/** Another editor's session saves the draft first; then this editor saves theirs. */
async function saveAfterSomeoneElse(canvas: Canvas, userEvent: Step['userEvent'], locale: Locale = 'en'): Promise<HTMLElement> {
  const t = MESSAGES[locale];
  await signInAsEditor();
  const subject = await canvas.findByRole('textbox', { name: t['admin.issues.field.subject'] });
  const other = new ApiClient({ baseUrl: '', timeoutMs: 10000 });
  const { token } = await adminSignIn(other, { email: SEED_SECOND_ADMIN.email, password: SEED_SECOND_ADMIN.password });
  other.useAdminTokenFrom(() => token);
  const theirs = (await listNewsletterIssues(other)).issues.find((issue) => issue._id === NEWSLETTER_ISSUES[locale].draft.id)!;
  await saveNewsletterIssue(other, theirs._id, theirs.version, { subject: 'Their subject', intro: theirs.intro, storyIds: theirs.stories.map((story) => story._id) });
  await userEvent.clear(subject);
  await userEvent.type(subject, 'My subject');
  await userEvent.click(canvas.getByRole('button', { name: t['admin.issues.action.save'] }));
  return canvas.findByRole('region', { name: t['admin.issues.conflict.title'] });
}

export const Conflict = meta.story({
  parameters: { route: draftRoute('en') },
  play: async ({ canvas, userEvent }) => {
    const conflict = await saveAfterSomeoneElse(canvas, userEvent);
    const row = within(conflict).getByRole('row', { name: new RegExp(en['admin.issues.field.subject']) });
    await expect(row).toHaveTextContent('Their subject');
    await expect(row).toHaveTextContent('My subject');
    await waitFor(() => expect(conflict.querySelector('h2')).toHaveFocus());
    await expect(canvas.getByText(en['admin.desk.saveState.conflict'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['admin.issues.action.save'] })).toBeDisabled();
    // Nothing typed was lost.
    await expect(canvas.getByRole('textbox', { name: en['admin.issues.field.subject'] })).toHaveValue('My subject');
  },
});

export const ConflictSaveMine = meta.story({
  parameters: { route: draftRoute('en') },
  play: async ({ canvas, userEvent }) => {
    const conflict = await saveAfterSomeoneElse(canvas, userEvent);
    await userEvent.click(within(conflict).getByRole('button', { name: en['admin.articles.conflict.saveMine'] }));
    await expect(await canvas.findByText(en['admin.issues.success.saved'])).toBeVisible();
    await expect(canvas.queryByRole('region', { name: en['admin.issues.conflict.title'] })).not.toBeInTheDocument();
  },
});

export const SaveOffline = meta.story({
  parameters: { route: draftRoute('zh-tw') },
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(saveEndpoint, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const intro = await canvas.findByRole('textbox', { name: zhTw['admin.issues.field.intro'] });
    await userEvent.type(intro, '再加一句。');
    await userEvent.click(canvas.getByRole('button', { name: zhTw['admin.issues.action.save'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(zhTw['admin.desk.error.offlineKept']);
    await expect(intro).toHaveValue(`${NEWSLETTER_ISSUES['zh-tw'].draft.intro}再加一句。`);
  },
});

/** The mail as subscribers will read it: from the server's text, at a desktop's width and then a phone's. */
function previewPlay(locale: Locale) {
  return async ({ canvas, canvasElement, userEvent }: Step) => {
    const t = MESSAGES[locale];
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('button', { name: t['admin.issues.action.preview'] }));
    const region = await canvas.findByRole('region', { name: t['admin.issues.preview.title'] });
    await waitFor(() => expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus());
    const mail = await within(region).findByRole('article', { name: t['admin.issues.preview.mail'] });
    const { subject, intro } = NEWSLETTER_ISSUES[locale].draft;
    await expect(within(mail).getByText(subject)).toBeVisible();
    await expect(within(mail).getByText(intro)).toBeVisible();
    await expect(mail).toHaveTextContent(message('admin.issues.preview.recipients', { edition: LOCALE_LIST[locale].name, count: 1 }, locale));
    // Each story's address is a link; the unsubscribe line is each subscriber's own, shown as text.
    const links = within(mail).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(new RegExp(`/${locale}/[a-z0-9-]+$`)));
    await expect(mail).toHaveTextContent(`/${locale}/?unsubscribe-token=…`);
    // No markup from the text runs: it is text.
    await expect(mail.querySelector('script, iframe, img')).toBeNull();
    const phone = within(region).getByRole('button', { name: t['admin.issues.preview.phone'] });
    await userEvent.click(phone);
    await expect(phone).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(mail.getBoundingClientRect().width).toBeLessThanOrEqual(375));
    await expectFitsWidth(canvasElement);
  };
}

export const Preview = meta.story({ parameters: { route: draftRoute('en') }, play: previewPlay('en') });
export const PreviewZhCn = meta.story({ parameters: { route: draftRoute('zh-cn') }, globals: { locale: 'zh-cn' }, play: previewPlay('zh-cn') });
export const PreviewZhTw = meta.story({ parameters: { route: draftRoute('zh-tw') }, globals: { locale: 'zh-tw' }, play: previewPlay('zh-tw') });
export const PreviewMobile = meta.story({ parameters: { route: draftRoute('en') }, play: previewPlay('en') });

function testSendPlay(locale: Locale) {
  return async ({ canvas, userEvent }: Step) => {
    const t = MESSAGES[locale];
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('button', { name: t['admin.issues.test.send'] }));
    await expect(await canvas.findByText(message('admin.issues.success.testSent', { email: SEED_ADMIN.email }, locale))).toBeVisible();
    // Still a draft.
    await expect(canvas.getByText(t['admin.issues.state.draft'])).toBeVisible();
  };
}

export const TestSent = meta.story({ parameters: { route: draftRoute('en') }, play: testSendPlay('en') });
export const TestSentZhCn = meta.story({ parameters: { route: draftRoute('zh-cn') }, globals: { locale: 'zh-cn' }, play: testSendPlay('zh-cn') });
export const TestSentZhTw = meta.story({ parameters: { route: draftRoute('zh-tw') }, globals: { locale: 'zh-tw' }, play: testSendPlay('zh-tw') });

/** The record line after its date: who sent it, to how many confirmed subscribers of which edition. */
const recordTail = (locale: Locale, count: number) =>
  message('admin.issues.record', { when: '\u0000', name: SEED_ADMIN.name, count, edition: LOCALE_LIST[locale].name }, locale).split('\u0000')[1]!;

/** The question names the edition and the number of confirmed subscribers; sent, the issue shows its record. */
function sendPlay(locale: Locale) {
  return async ({ canvas, canvasElement, userEvent }: Step) => {
    const t = MESSAGES[locale];
    const edition = LOCALE_LIST[locale].name;
    const { subject } = NEWSLETTER_ISSUES[locale].draft;
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('button', { name: t['admin.issues.action.send'] }));
    const dialog = await canvas.findByRole('dialog', { name: t['admin.issues.send.title'] });
    await expect(dialog).toHaveAccessibleDescription(message('admin.issues.send.text', { subject, count: 1, edition }, locale));
    // "Not yet" is the first choice and has the focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t['admin.issues.send.keep'] })).toHaveFocus());
    await expectFitsWidth(dialog);
    const send = within(dialog).getByRole('button', { name: message('admin.issues.send.confirm', { count: 1 }, locale) });
    // A double click sends once.
    await userEvent.dblClick(send);
    await expect(await canvas.findByText(t['admin.issues.success.sent'])).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t['admin.issues.sentTitle'] })).toBeVisible();
    await expect(canvasElement).toHaveTextContent(recordTail(locale, 1));
    // Read only: nothing to type, save or send.
    await expect(canvas.queryByRole('textbox', { name: t['admin.issues.field.subject'] })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t['admin.issues.action.send'] })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expectFitsWidth(canvasElement);
  };
}

export const SendConfirm = meta.story({ parameters: { route: draftRoute('en') }, play: sendPlay('en') });
export const SendConfirmZhCn = meta.story({ parameters: { route: draftRoute('zh-cn') }, globals: { locale: 'zh-cn' }, play: sendPlay('zh-cn') });
export const SendConfirmZhTw = meta.story({ parameters: { route: draftRoute('zh-tw') }, globals: { locale: 'zh-tw' }, play: sendPlay('zh-tw') });
export const SendConfirmMobile = meta.story({ parameters: { route: draftRoute('zh-tw') }, globals: { locale: 'zh-tw' }, play: sendPlay('zh-tw') });

export const SendFailed = meta.story({
  parameters: { route: draftRoute('en') },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(sendNewsletterIssue, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('button', { name: en['admin.issues.action.send'] }));
    const dialog = await canvas.findByRole('dialog', { name: en['admin.issues.send.title'] });
    await userEvent.click(within(dialog).getByRole('button', { name: message('admin.issues.send.confirm', { count: 1 }) }));
    // Said in the question, which stays to try again; the issue is still a draft.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['admin.desk.error.failed']);
    await expect(canvas.getByText(en['admin.issues.state.draft'])).toBeVisible();
  },
});

export const SendToNobody = meta.story({
  parameters: { route: draftRoute('zh-cn') },
  globals: { locale: 'zh-cn' },
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${previewNewsletterIssue.path}`, () => HttpResponse.json({ subject: '本周寰宇', text: '…', recipients: 0 })));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('button', { name: zhCn['admin.issues.action.send'] }));
    const dialog = await canvas.findByRole('dialog', { name: zhCn['admin.issues.send.title'] });
    await expect(dialog).toHaveAccessibleDescription(message('admin.issues.send.nobody', { edition: LOCALE_LIST['zh-cn'].name }, 'zh-cn'));
    // Nothing to confirm: only "not yet".
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
});

/** An issue sent last week: its record, and the mail as it went. */
function sentPlay(locale: Locale) {
  return async ({ canvas, canvasElement, userEvent }: Step) => {
    const t = MESSAGES[locale];
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: t['admin.issues.sentTitle'] })).toBeVisible();
    const { subject, recipients } = NEWSLETTER_ISSUES[locale].sent;
    await expect(canvas.getByText(subject)).toBeVisible();
    await expect(canvas.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(3);
    await expect(canvasElement).toHaveTextContent(recordTail(locale, recipients));
    await userEvent.click(canvas.getByRole('button', { name: t['admin.issues.action.previewSent'] }));
    const region = await canvas.findByRole('region', { name: t['admin.issues.preview.title'] });
    await expect(await within(region).findByText(subject)).toBeVisible();
    await expect(region).toHaveTextContent(message('admin.issues.preview.recipients', { edition: LOCALE_LIST[locale].name, count: recipients }, locale));
    await expectFitsWidth(canvasElement);
  };
}

export const Sent = meta.story({ parameters: { route: `/admin/newsletters/issues/${NEWSLETTER_ISSUES.en.sent.id}` }, play: sentPlay('en') });
export const SentZhCn = meta.story({ parameters: { route: `/admin/newsletters/issues/${NEWSLETTER_ISSUES['zh-cn'].sent.id}` }, globals: { locale: 'zh-cn' }, play: sentPlay('zh-cn') });
export const SentZhTw = meta.story({ parameters: { route: `/admin/newsletters/issues/${NEWSLETTER_ISSUES['zh-tw'].sent.id}` }, globals: { locale: 'zh-tw' }, play: sentPlay('zh-tw') });
export const SentMobile = meta.story({ parameters: { route: `/admin/newsletters/issues/${NEWSLETTER_ISSUES.en.sent.id}` }, play: sentPlay('en') });

export const NotFound = meta.story({
  parameters: { route: '/admin/newsletters/issues/nl_gone' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['notFound.title'] })).toBeVisible();
  },
});
