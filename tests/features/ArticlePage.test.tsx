// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: DOMPurify needs a faithful DOM, and happy-dom's lets <script> through
// (docs/decisions: sanitizing server HTML).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { getArticle } from '../../contracts/content';
import en from '../../locales/en.json';
import zhCn from '../../locales/zh-cn.json';
import { PublicRoutes } from '../../src/app/PublicRoutes';
import { config } from '../../src/config';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { sanitizeHtml } from '../../src/lib/sanitizeHtml';
import { ArticlePage } from '../../src/features/article/ArticlePage';
import { PostPage } from '../../src/features/post/PostPage';
import { RecordingNavigation } from '../../src/lib/navigation';
import { createTestStore, renderWithApp } from '../render';
import { fixtures } from '../../mocks/seed/fixtures';

const unsafe = fixtures.unsafeArticle;

describe('sanitizing server HTML', () => {
  it('strips <script>, inline handlers and javascript: links, keeps the story’s markup', () => {
    const clean = sanitizeHtml(
      '<h2>Title</h2><p>Text <a href="javascript:alert(1)">link</a> <a href="https://example.org/" target="_blank">out</a></p>' +
        '<script>alert(1)</script><img src="x.png" onerror="alert(1)" alt="">' +
        '<figure><picture><source srcset="a.webp" type="image/webp"><img src="a.jpg" alt="A"></picture><figcaption>Cap</figcaption></figure>' +
        '<p style="color:red" onclick="alert(1)">styled</p><iframe src="https://example.org"></iframe>',
    );
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|style=|<iframe/i);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<figcaption>Cap</figcaption>');
    expect(clean).toContain('<source srcset="a.webp" type="image/webp">');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toMatch(/<img src="a.jpg" alt="A" loading="lazy" decoding="async">/);
  });

  it('keeps no id or name of the server’s: they would clash with the page’s own (aria-labelledby, #comments)', () => {
    const clean = sanitizeHtml('<h2 id="comments">A</h2><p id="article-title" name="title">B</p><a name="top" href="#x">C</a>');
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    expect(doc.getElementById('comments')).toBeNull();
    expect(doc.getElementById('article-title')).toBeNull();
    expect(doc.querySelector('[name="title"], [name="top"]')).toBeNull();
    expect(doc.querySelector('h2')?.textContent).toBe('A');
  });

  it('gives every link with a target rel="noopener noreferrer", not only target="_blank"', () => {
    const doc = new DOMParser().parseFromString(
      sanitizeHtml('<a href="https://example.org/" target="other">named</a><a href="https://example.org/" target="_top">top</a>'),
      'text/html',
    );
    const links = [...doc.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('the article page', () => {
  it('shows the article with its body sanitized: the seed’s unsafe article runs nothing', async () => {
    const store = createTestStore({ navigation: new RecordingNavigation(`/en/${unsafe.slug}`) });
    const { container } = renderWithApp(<ArticlePage params={{ slug: unsafe.slug }} />, { store });
    const title = await screen.findByRole('heading', { level: 1 });
    const article = title.closest('article');
    if (!article) throw new Error('the title is inside the article');
    // No script but the page's own structured data (a JSON data block, never run).
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
    expect((window as { __huanyuInjected?: boolean }).__huanyuInjected).toBeUndefined();
    expect(article.querySelector('figure figcaption')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe(`${title.textContent ?? ''} · Huanyu`));
    expect(store.content.viewedArticles.has(unsafe._id)).toBe(true);
    expect(within(article).getByRole('button', { name: en['like.button'] }).getAttribute('aria-pressed')).toBe('false');
  });

  it('the lead picture says what it shows, and carries its caption and credit (zh-cn)', async () => {
    const story = fixtures.openPollArticle;
    const text = story.data['zh-cn'];
    renderWithApp(<ArticlePage params={{ slug: story.slug }} />, { locale: 'zh-cn' });
    const title = await screen.findByRole('heading', { level: 1, name: text.title });
    const article = title.closest('article')!;
    // The lead picture comes first (a figure in the body may describe itself the same way).
    const [picture] = within(article).getAllByRole('img', { name: text.imageAlt });
    if (!picture) throw new Error('the lead picture is described');
    const figure = picture.closest('figure')!;
    expect(figure.querySelector('img')).toBe(picture);
    expect(text.imageCaption && text.imageCredit).toBeTruthy();
    expect(within(figure).getByText(text.imageCaption!)).toBeTruthy();
    expect(within(figure).getByText(text.imageCredit!)).toBeTruthy();
  });

  it('an unknown slug shows the not-found state', async () => {
    renderWithApp(<ArticlePage params={{ slug: 'no-such-article' }} />);
    expect(await screen.findByRole('heading', { name: en['notFound.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['notFound.home'] })).toBeTruthy();
  });

  it('a server error offers a retry, which loads the article', async () => {
    server.use(faultHandler(getArticle, 'serverError'));
    renderWithApp(<ArticlePage params={{ slug: fixtures.openPollArticle.slug }} />);
    const retry = await screen.findByRole('button', { name: en['dataState.retry'] });
    expect(screen.getByText(en['error.requestFailed'])).toBeTruthy();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'A Night-Market Walk Through Taipei' })).toBeTruthy();
  });

  it('malformed data does not crash the screen: it is an error with a retry', async () => {
    server.use(faultHandler(getArticle, 'malformed'));
    renderWithApp(<ArticlePage params={{ slug: fixtures.openPollArticle.slug }} />);
    expect(await screen.findByRole('button', { name: en['dataState.retry'] })).toBeTruthy();
  });

  it('comment validation on submit: the exact message, gone once the reader types', async () => {
    renderWithApp(<ArticlePage params={{ slug: fixtures.openPollArticle.slug }} />);
    await userEvent.click(await screen.findByRole('button', { name: en['comments.form.submit'] }));
    expect(await screen.findByText(en['error.messageRequired'])).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: en['comments.form.label'] }), 'Hi');
    expect(screen.queryByText(en['error.messageRequired'])).toBeNull();
  });
});

describe('ids on the reading page', () => {
  it('the article’s landmarks point at the page’s own headings, and the comments link at the comments', async () => {
    const { container } = renderWithApp(<ArticlePage params={{ slug: fixtures.openPollArticle.slug }} />);
    const title = await screen.findByRole('heading', { level: 1 });
    const article = title.closest('article');
    expect(article?.getAttribute('aria-labelledby')).toBe(title.id);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const toComments = await screen.findByRole('link', { name: /comment/i });
    const target = document.getElementById(decodeURIComponent((toComments.getAttribute('href') ?? '').slice(1)));
    expect(target?.tagName).toBe('SECTION');
    expect(within(target as HTMLElement).getByRole('heading', { level: 2, name: new RegExp(`^${en['comments.title']}`) })).toBeTruthy();
  });
});

describe('the post page', () => {
  it('shows the post by its reader, and records it as viewed', async () => {
    const store = createTestStore();
    renderWithApp(<PostPage params={{ slug: fixtures.openPollPost.slug }} />, { store });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('reader')).toBeTruthy();
    expect(store.content.viewedPosts.size).toBe(1);
  });
});

describe('a story or section the server does not know', () => {
  it('shows the not-found panel with the not-found title in the reader’s locale, not the tab’s old one', async () => {
    const store = createTestStore({ locale: 'zh-cn', navigation: new RecordingNavigation('/zh-cn/no-such-article') });
    document.title = 'Huanyu';
    renderWithApp(
      <Suspense>
        <PublicRoutes />
      </Suspense>,
      { locale: 'zh-cn', store, path: '/no-such-article' },
    );
    await screen.findByText(zhCn['notFound.title']);
    await waitFor(() => expect(document.title).toBe(`${zhCn['notFound.documentTitle']} · ${config.product.name['zh-cn']}`));
    // Nothing to index: no canonical address for a page that does not exist.
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
