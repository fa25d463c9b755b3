import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ADMIN_POLL_ERRORS, POLL_LIMITS, setAdminPollStory } from '../../../../contracts/adminPolls';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import en from '../../../../locales/en.json';
import zhTw from '../../../../locales/zh-tw.json';
import { setMockNow } from '../../../../mocks/clock';
import { seed } from '../../../../mocks/seed/data';
import { fixtures } from '../../../../mocks/seed/fixtures';
import { SEED_ADMIN } from '../../../../mocks/seedDb';
import { adminSignIn } from '../../../../src/api/admin';
import { getAdminPoll, saveAdminPoll } from '../../../../src/api/adminPolls';
import { ApiClient } from '../../../../src/api/client';
import { pollPercentages } from '../../../../src/lib/polls';
import { expectFitsWidth, message } from '../../../checks';
import { STORY_NOW } from '../../../decorators';
import { expectRowsAsCards, signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/** A row's name starts with its option or question, written as is. */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const totalOf = (poll: (typeof seed.polls)[number]) => poll.variants.reduce((sum, variant) => sum + variant.baseVotes, 0);

const openPoll = seed.polls.find((poll) => poll._id === fixtures.openPollArticle.pollId)!;
const closedPoll = seed.polls.find((poll) => poll._id === fixtures.closedPollArticle.pollId)!;

/**
 * The desk's polls (issue 14 part 8): the list, the editor's messages for each thing it refuses, the options
 * fixed once readers have voted, the story picker, and the results as a bar chart that is a table.
 */
const meta = preview.meta({
  title: 'Admin/Polls',
  ...deskPage('/admin/polls'),
  beforeEach: () => {
    // The server's "now" is the stories' now: seeded end times and "in the future" agree with the desk's clock.
    setMockNow(STORY_NOW);
    return () => setMockNow(null);
  },
});

export const List = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.polls.title'] })).toBeVisible();
    const table = await canvas.findByRole('table');
    const row = within(table).getByRole('row', { name: startingWith(openPoll.data.en.question) });
    await expect(within(row).getByText(en['admin.polls.state.open'])).toBeVisible();
    await expect(within(row).getByText(fixtures.openPollArticle.data.en.title)).toBeVisible();
    const closedRow = within(table).getByRole('row', { name: startingWith(closedPoll.data.en.question) });
    await expect(within(closedRow).getByText(en['admin.polls.state.closed'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.polls.nav'] })).toHaveAttribute('aria-current', 'page');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ListMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: en['admin.polls.title'] });
    // On a phone each poll is a card: its question, then state, end, votes and story, each named.
    await expectRowsAsCards(await canvas.findByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ConflictMobile = meta.story({
  parameters: { route: `/admin/polls/${openPoll._id}` },
  play: async ({ canvas }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    // Theirs and mine one under the other, each named: nothing to scroll sideways on a phone.
    await expectRowsAsCards(within(conflict).getByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const MissingTexts = meta.story({
  parameters: { route: '/admin/polls/new' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.polls.newTitle'] })).toBeVisible();
    const question = canvas.getByRole('textbox', { name: message('admin.polls.field.questionIn', { language: LOCALE_NAMES['en'] }) });
    await userEvent.type(question, 'Tea or coffee?');
    // Nothing is said before a save is tried.
    await expect(question).not.toHaveAccessibleDescription();
    await userEvent.click(canvas.getByRole('button', { name: en['admin.polls.action.create'] }));
    await expect(await canvas.findByText(en['admin.desk.error.invalid'])).toHaveAttribute('role', 'alert');
    const zhTwQuestion = canvas.getByRole('textbox', { name: message('admin.polls.field.questionIn', { language: LOCALE_NAMES['zh-tw'] }) });
    await expect(zhTwQuestion).toHaveAccessibleDescription(en['admin.desk.problem.required']);
    const option = canvas.getByRole('textbox', { name: message('admin.polls.options.text', { number: 2, language: LOCALE_NAMES['zh-cn'] }) });
    await expect(option).toHaveAccessibleDescription(en['admin.desk.problem.required']);
    // What was typed stays.
    await expect(question).toHaveValue('Tea or coffee?');
    await expect(question).not.toHaveAccessibleDescription();
  },
});

export const TooLong = meta.story({
  parameters: { route: '/admin/polls/new' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const option = await canvas.findByRole('textbox', { name: message('admin.polls.options.text', { number: 1, language: LOCALE_NAMES['en'] }) });
    await userEvent.click(option);
    await userEvent.paste('x'.repeat(POLL_LIMITS.variant + 4));
    // Said as one types, and nothing is cut.
    await expect(option).toHaveAccessibleDescription(message('admin.desk.problem.tooLong', { over: 4, max: POLL_LIMITS.variant }));
    await expect((option as HTMLInputElement).value.length).toBe(POLL_LIMITS.variant + 4);
  },
});

export const EndInThePastOrMissing = meta.story({
  parameters: { route: '/admin/polls/new' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const end = await canvas.findByLabelText(en['admin.polls.field.endsAtLong']);
    await userEvent.clear(end);
    await userEvent.type(end, '2020-01-01T10:00');
    await expect(end).toHaveAccessibleDescription(expect.stringContaining(en['admin.polls.problem.endInPast']));
    await userEvent.clear(end);
    await userEvent.click(canvas.getByRole('button', { name: en['admin.polls.action.create'] }));
    await expect(end).toHaveAccessibleDescription(expect.stringContaining(en['admin.polls.problem.endMissing']));
  },
});

export const OptionsAddedRemovedAndMoved = meta.story({
  parameters: { route: '/admin/polls/new' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: en['admin.polls.newTitle'] });
    // Two options are the least: neither can be removed.
    await expect(canvas.queryByRole('button', { name: message('admin.polls.options.removeOption', { number: 1 }) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en['admin.polls.options.add'] }));
    const third = canvas.getByRole('textbox', { name: message('admin.polls.options.text', { number: 3, language: LOCALE_NAMES['en'] }) });
    await userEvent.type(third, 'Water');
    await userEvent.click(canvas.getByRole('button', { name: message('admin.polls.options.moveUp', { number: 3 }) }));
    await expect(canvas.getByRole('textbox', { name: message('admin.polls.options.text', { number: 2, language: LOCALE_NAMES['en'] }) })).toHaveValue('Water');
    await userEvent.click(canvas.getByRole('button', { name: message('admin.polls.options.removeOption', { number: 2 }) }));
    await expect(canvas.queryByDisplayValue('Water')).toBeNull();
  },
});

export const MovesAtTheEnds = meta.story({
  parameters: { route: '/admin/polls/new' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: en['admin.polls.newTitle'] });
    const optionText = (number: number) => canvas.getByRole('textbox', { name: message('admin.polls.options.text', { number, language: LOCALE_NAMES['en'] }) });
    await userEvent.type(optionText(1), 'Tea');
    await userEvent.type(optionText(2), 'Coffee');
    // The first option cannot go up nor the last down: said and drawn as unavailable, yet still reachable.
    const firstUp = canvas.getByRole('button', { name: message('admin.polls.options.moveUp', { number: 1 }) });
    const lastDown = canvas.getByRole('button', { name: message('admin.polls.options.moveDown', { number: 2 }) });
    await expect(firstUp).toHaveAttribute('aria-disabled', 'true');
    await expect(lastDown).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: message('admin.polls.options.moveDown', { number: 1 }) })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(firstUp);
    await expect(optionText(1)).toHaveValue('Tea');
    // Moved by keyboard to the top, the button keeps the focus and is now the unavailable one.
    const secondUp = canvas.getByRole('button', { name: message('admin.polls.options.moveUp', { number: 2 }) });
    secondUp.focus();
    await userEvent.keyboard('{Enter}');
    await expect(optionText(1)).toHaveValue('Coffee');
    await waitFor(() => expect(secondUp).toHaveFocus());
    await expect(secondUp).toHaveAttribute('aria-disabled', 'true');
    await expect(secondUp).toHaveAccessibleName(message('admin.polls.options.moveUp', { number: 1 }));
  },
});

export const StoryTakenMeanwhile = meta.story({
  parameters: { route: `/admin/polls/${fixtures.closedPollPost.pollId}` },
  beforeEach: ({ msw }) => {
    msw.use(http.put(`*${setAdminPollStory.path}`, () => HttpResponse.json({ message: ADMIN_POLL_ERRORS.storyHasPoll, field: 'story' }, { status: 409 })));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: en['admin.polls.editTitle'] });
    await userEvent.click(canvas.getByRole('button', { name: en['admin.polls.story.detach'] }));
    await userEvent.type(canvas.getByRole('searchbox', { name: en['admin.polls.story.search'] }), fixtures.commentedArticle.data.en.title);
    await userEvent.click(canvas.getByRole('button', { name: en['admin.polls.story.find'] }));
    const results = await canvas.findByRole('list', { name: en['admin.polls.story.found'] });
    await userEvent.click(within(results).getByRole('button', { name: message('admin.polls.story.attachTo', { title: fixtures.commentedArticle.data.en.title }) }));
    await userEvent.click(canvas.getByRole('button', { name: en['admin.polls.action.save'] }));
    const alerts = await canvas.findAllByText(en['admin.polls.error.storyHasPoll']);
    await expect(alerts.length).toBeGreaterThan(0);
    // The choice stays on screen to try again or change.
    await expect(canvas.getByRole('button', { name: en['admin.polls.story.detach'] })).toBeVisible();
  },
});

export const Results = meta.story({
  parameters: { route: `/admin/polls/${openPoll._id}` },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const table = await canvas.findByRole('table', { name: message('admin.polls.results.caption', { question: openPoll.data.en.question, total: totalOf(openPoll) }) });
    await expect(table).toBeVisible();
    const shares = pollPercentages({ variants: openPoll.variants.map((variant) => ({ _id: variant._id, votes: variant.baseVotes, data: variant.data })) });
    for (const variant of openPoll.variants) {
      const row = within(table).getByRole('row', { name: startingWith(variant.data.en.text) });
      await expect(within(row).getByRole('cell', { name: String(variant.baseVotes) })).toBeVisible();
      await expect(within(row).getByRole('cell', { name: `${shares.get(variant._id)}%` })).toBeVisible();
    }
    // Readers have voted: the options are fixed, and the note says what can still change.
    await expect(canvas.getByText(en['admin.polls.options.locked'])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en['admin.polls.options.add'] })).toBeNull();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ClosedNow = meta.story({
  parameters: { route: `/admin/polls/${openPoll._id}` },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('button', { name: en['admin.polls.action.close'] }));
    await expect(await canvas.findByText(en['admin.polls.success.closed'])).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: en['admin.polls.action.close'] })).toBeNull());
  },
});

export const ZhTwResults = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: `/admin/polls/${closedPoll._id}` },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.polls.editTitle'] })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: zhTw['admin.polls.results.title'] })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: closedPoll.variants[0]!.data['zh-tw'].text })).toBeVisible();
    await expect(canvas.getByText(zhTw['admin.polls.options.locked'])).toBeVisible();
  },
});

/** What the conflict steps need of a story's `canvas`. */
interface Canvas {
  findByRole: (role: 'textbox' | 'region', options: { name: string }) => Promise<HTMLElement>;
  getByRole: (role: 'button', options: { name: string }) => HTMLElement;
}

/** Someone else (another session) saves the open poll's English question first; then the editor saves theirs. */
async function saveAfterSomeoneElse(canvas: Canvas): Promise<HTMLElement> {
  await signInAsEditor();
  const question = await canvas.findByRole('textbox', { name: message('admin.polls.field.questionIn', { language: LOCALE_NAMES['en'] }) });
  const other = new ApiClient({ baseUrl: '', timeoutMs: 10000 });
  const { token } = await adminSignIn(other, { email: SEED_ADMIN.email, password: SEED_ADMIN.password });
  other.useAdminTokenFrom(() => token);
  const { poll: theirs } = await getAdminPoll(other, openPoll._id);
  await saveAdminPoll(other, openPoll._id, theirs.version, {
    data: { ...theirs.data, en: { question: 'Their question?' } },
    variants: theirs.variants.map(({ _id, data }) => ({ _id, data })),
    endsAt: theirs.endsAt,
  });
  await userEvent.clear(question);
  await userEvent.type(question, 'My question?');
  await userEvent.click(canvas.getByRole('button', { name: en['admin.polls.action.save'] }));
  return canvas.findByRole('region', { name: en['admin.polls.conflict.title'] });
}

export const Conflict = meta.story({
  parameters: { route: `/admin/polls/${openPoll._id}` },
  play: async ({ canvas }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    const row = within(conflict).getByRole('row', { name: startingWith(message('admin.polls.field.questionIn', { language: LOCALE_NAMES['en'] })) });
    await expect(row).toHaveTextContent('Their question?');
    await expect(row).toHaveTextContent('My question?');
    // Only what differs is compared: the header row and the question.
    await expect(within(conflict).getAllByRole('row')).toHaveLength(2);
    await expect(within(conflict).getByText(/saved it on/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: message('admin.polls.field.questionIn', { language: LOCALE_NAMES['en'] }) })).toHaveValue('My question?');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ConflictKeepTheirs = meta.story({
  parameters: { route: `/admin/polls/${openPoll._id}` },
  play: async ({ canvas }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    await userEvent.click(within(conflict).getByRole('button', { name: en['admin.articles.conflict.keepTheirs'] }));
    await expect(canvas.getByRole('textbox', { name: message('admin.polls.field.questionIn', { language: LOCALE_NAMES['en'] }) })).toHaveValue('Their question?');
    await expect(canvas.queryByRole('region', { name: en['admin.polls.conflict.title'] })).toBeNull();
    await expect(canvas.getByText(en['admin.desk.saveState.saved'])).toBeVisible();
  },
});

export const ConflictSaveMine = meta.story({
  parameters: { route: `/admin/polls/${openPoll._id}` },
  play: async ({ canvas }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    await userEvent.click(within(conflict).getByRole('button', { name: en['admin.articles.conflict.saveMine'] }));
    await expect(await canvas.findByText(en['admin.polls.success.saved'])).toBeVisible();
    await expect(canvas.queryByRole('region', { name: en['admin.polls.conflict.title'] })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: message('admin.polls.field.questionIn', { language: LOCALE_NAMES['en'] }) })).toHaveValue('My question?');
  },
});

export const ZhTwConflict = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: `/admin/polls/${openPoll._id}` },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const question = await canvas.findByRole('textbox', { name: message('admin.polls.field.questionIn', { language: LOCALE_NAMES['en'] }, 'zh-tw') });
    const other = new ApiClient({ baseUrl: '', timeoutMs: 10000 });
    const { token } = await adminSignIn(other, { email: SEED_ADMIN.email, password: SEED_ADMIN.password });
    other.useAdminTokenFrom(() => token);
    const { poll: theirs } = await getAdminPoll(other, openPoll._id);
    await saveAdminPoll(other, openPoll._id, theirs.version, {
      data: { ...theirs.data, 'zh-tw': { question: '他們的問題？' } },
      variants: theirs.variants.map(({ _id, data }) => ({ _id, data })),
      endsAt: theirs.endsAt,
    });
    await userEvent.type(question, '!');
    await userEvent.click(canvas.getByRole('button', { name: zhTw['admin.polls.action.save'] }));
    const conflict = await canvas.findByRole('region', { name: zhTw['admin.polls.conflict.title'] });
    await expect(within(conflict).getByText('他們的問題？')).toBeVisible();
    await expect(within(conflict).getByRole('button', { name: zhTw['admin.articles.conflict.keepTheirs'] })).toBeVisible();
  },
});

/** Unsaved changes to a poll: leaving by a desk link asks first, as the article editor does; staying keeps them. */
export const LeavingWithUnsavedChangesAsks = meta.story({
  parameters: { route: `/admin/polls/${openPoll._id}`, showLocation: true },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const question = await canvas.findByRole('textbox', { name: message('admin.polls.field.questionIn', { language: LOCALE_NAMES['en'] }) });
    await userEvent.type(question, ' (changed)');
    await userEvent.click(canvas.getByRole('link', { name: en['admin.polls.backToList'] }));
    const dialog = await canvas.findByRole('dialog', { name: en['admin.articles.leave.title'] });
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.articles.leave.stay'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(question).toHaveValue(`${openPoll.data.en.question} (changed)`);
    // The desk's navigation asks too; going leaves for the list.
    await userEvent.click(canvas.getByRole('link', { name: en['admin.articles.nav.articles'] }));
    const again = await canvas.findByRole('dialog', { name: en['admin.articles.leave.title'] });
    await userEvent.click(within(again).getByRole('button', { name: en['admin.articles.leave.go'] }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/en\/admin\/articles$/));
  },
});
