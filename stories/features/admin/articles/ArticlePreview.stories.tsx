import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { mockPorts } from '../../../../mocks/ports';
import { seed } from '../../../../mocks/seed/data';
import { SEED_ADMIN, SEED_EDITOR } from '../../../../mocks/seedDb';
import { ArticlePreview } from '../../../../src/features/admin/articles/ArticlePreview';
import { DeskMessages } from '../../../../src/features/admin/desk/DeskMessages';
import { useStores } from '../../../../src/hooks/StoresContext';
import { hashSecret } from '../../../../src/rules/secrets';
import { AdminDeskStore } from '../../../../src/stores/admin/AdminDeskStore';
import type { ArticleEditorStore } from '../../../../src/stores/admin/ArticleEditorStore';
import { expectFitsWidth, message } from '../../../checks';
import { STORY_NOW } from '../../../decorators';

const article = seed.articles[0]!;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * In the app the frames load the link's address from the page server, which Storybook does not have (and a story
 * framed in a story talks to this one's channel as if it were the manager): here they stay empty, and the frames'
 * page is its own story (Reading/Preview link) and the e2e journey's (tests/e2e/preview.spec.ts).
 */
const frameSrc = () => 'about:blank';

/** The seeded article open on the desk of the seed's administrator, and its preview shown. */
const PreviewOpen = observer(function PreviewOpen() {
  const store = useStores();
  const [editor, setEditor] = useState<ArticleEditorStore | null>(null);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await store.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password });
      const opened = await new AdminDeskStore(store).open(article._id);
      if (!cancelled) setEditor(opened);
    })();
    return () => {
      cancelled = true;
    };
  }, [store]);
  if (!editor) return null;
  return (
    <DeskMessages>
      <ArticlePreview editor={editor} open onClose={() => undefined} locale={store.locale} frameSrc={frameSrc} />
    </DeskMessages>
  );
});

/** What the clipboard was given: the story's own clipboard, so copying needs no permission. */
const copied: string[] = [];
function withClipboard(): () => void {
  copied.length = 0;
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
  });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** Links another editor made before: one expired, one still working (its token is not this desk's to copy). */
async function earlierLinks(): Promise<void> {
  const link = (id: string, createdAt: number, days: number) =>
    mockPorts.store.insert('articlePreview', {
      id,
      tokenHash: hashSecret(`earlier-link-${id}-0123456789`),
      articleId: article._id,
      createdBy: 'adm_other',
      createdByName: SEED_EDITOR.name,
      createdAt,
      expiresAt: createdAt + days * DAY_MS,
      revokedAt: null,
    });
  await link('prv_earlier_expired', STORY_NOW - 10 * DAY_MS, 7);
  await link('prv_earlier_works', STORY_NOW - 2 * DAY_MS, 30);
}

/**
 * The desk's preview of an article (issue 25 item 10, docs/decisions/105): a private link made, copied, renewed
 * and revoked, the article's links with who made each and until when it works, and the real reader's page in a
 * frame at a phone's (375 px) and a desktop's (1280 px) width.
 */
const meta = preview.meta({
  title: 'Admin/Article preview',
  render: () => <PreviewOpen />,
  beforeEach: withClipboard,
  parameters: { layout: 'fullscreen', route: `/admin/articles/${article._id}` },
});

type Texts = Record<string, string>;
interface Canvas {
  findByRole: (role: 'dialog', options: { name: string }) => Promise<HTMLElement>;
}

async function dialogOf(canvas: Canvas, texts: Texts): Promise<HTMLElement> {
  return canvas.findByRole('dialog', { name: texts['admin.articles.preview.title']! });
}

/** Makes a link (the default week) and waits for its frame. */
async function makeLink(dialog: HTMLElement, texts: Texts, click: (element: HTMLElement) => Promise<void>): Promise<HTMLIFrameElement> {
  await click(await within(dialog).findByRole('button', { name: texts['admin.articles.preview.make']! }));
  const frame = await waitFor(() => {
    const found = dialog.querySelector('iframe');
    if (!found) throw new Error('no frame yet');
    return found;
  });
  return frame;
}

export const MakeALink = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await dialogOf(canvas, en);
    // No link yet: the story as typed, and the way to make one.
    await expect(within(dialog).getByText(en['admin.articles.preview.noLink'])).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: message('admin.articles.preview.dayCount', { days: 7 }) })).toBeChecked();
    const frame = await makeLink(dialog, en, (element) => userEvent.click(element));
    // The real page of the saved story, at a phone's width first, scaled to fit.
    await expect(frame).toHaveAttribute('width', '375');
    await expect(frame).toHaveAccessibleName(message('admin.articles.preview.frame', { width: 375 }));
    const link = within(dialog).getByRole<HTMLInputElement>('textbox');
    await expect(link.value).toMatch(/\/en\/preview\/[A-Za-z0-9_-]{20,}$/);
    await expect(within(dialog).getByText(new RegExp(`^Made by ${SEED_ADMIN.name} on `))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: en['admin.articles.preview.makeNew'] })).toBeVisible();
    // Copy link: the address as shared.
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.articles.preview.copy'] }));
    await expect(await within(dialog).findByText(en['admin.articles.preview.copied'])).toBeVisible();
    await expect(copied).toEqual([link.value]);
  },
});

export const PhoneAndDesktop = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await dialogOf(canvas, en);
    await makeLink(dialog, en, (element) => userEvent.click(element));
    const desktop = within(dialog).getByRole('button', { name: message('admin.articles.preview.desktop', { pixels: 1280 }) });
    await userEvent.click(desktop);
    await expect(desktop).toHaveAttribute('aria-pressed', 'true');
    const frame = dialog.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('width', '1280');
    // Drawn 1280 px wide, scaled down into the dialog: nothing sticks out of it.
    await waitFor(() => expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(frame.parentElement!.clientWidth + 1));
    await expectFitsWidth(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: message('admin.articles.preview.phone', { pixels: 375 }) }));
    await expect(dialog.querySelector('iframe')).toHaveAttribute('width', '375');
  },
});

export const RevokeALink = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await dialogOf(canvas, en);
    await makeLink(dialog, en, (element) => userEvent.click(element));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Revoke the link made on / }));
    // Refused from now on: the list says so, the frame and the link are gone, a new one can be made.
    await expect(await within(dialog).findByText(en['admin.articles.preview.state.revoked'])).toBeVisible();
    await expect(dialog.querySelector('iframe')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: en['admin.articles.preview.copy'] })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: en['admin.articles.preview.make'] })).toBeVisible();
  },
});

export const EarlierLinksZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  beforeEach: earlierLinks,
  play: async ({ canvas, userEvent }) => {
    const dialog = await dialogOf(canvas, zhTw);
    // Another editor's links: who made each, one expired, one working (revocable, but not this desk's to copy).
    const list = await within(dialog).findByRole('list', { name: zhTw['admin.articles.preview.list'] });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText(zhTw['admin.articles.preview.state.expired'])).toBeVisible();
    await expect(within(list).getAllByText(new RegExp(SEED_EDITOR.name))).toHaveLength(2);
    await expect(within(list).getAllByRole('button', { name: /^撤銷 .+ 建立的連結$/ })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('radio', { name: '30 天' }));
    await makeLink(dialog, zhTw, (element) => userEvent.click(element));
    await expect(within(dialog).getByRole<HTMLInputElement>('textbox').value).toContain('/zh-tw/preview/');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await dialogOf(canvas, zhCn);
    await makeLink(dialog, zhCn, (element) => userEvent.click(element));
    await expect(within(dialog).getByRole('button', { name: zhCn['admin.articles.preview.copy'] })).toBeVisible();
    await expect(within(dialog).getByRole<HTMLInputElement>('textbox').value).toContain('/zh-cn/preview/');
  },
});

export const ZhTwMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await dialogOf(canvas, zhTw);
    await makeLink(dialog, zhTw, (element) => userEvent.click(element));
    await expectFitsWidth(dialog);
  },
});

export const Mobile = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await dialogOf(canvas, en);
    await makeLink(dialog, en, (element) => userEvent.click(element));
    await expectFitsWidth(dialog);
  },
});
