// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: DOMPurify needs a faithful DOM (tests/features/ArticlePage.test.tsx).
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { HydrationProvider } from '../../src/app/HydrationProvider';
import { RichText } from '../../src/components/RichText';
import { sanitizeStoryHtml } from '../../src/lib/sanitizeHtml';
import { provideStorySanitizer, storySanitizer } from '../../src/lib/storySanitizer';

// docs/decisions/109: the browser adopts the body the server sanitized, and loads DOMPurify only to clean HTML
// the server did not render; nothing the sanitizer did not pass is ever put in the page.
const UNSAFE = '<p>Night markets</p><img src="x.png" onerror="window.__hacked = true" alt=""><script>window.__hacked = true</script>';
const OTHER = '<p>Dumplings</p><a href="javascript:window.__hacked = true">go</a><iframe src="https://example.org/"></iframe>';

function Page({ html, hydrating }: { readonly html: string; readonly hydrating: boolean }): ReactNode {
  return (
    <IntlProvider locale="en" messages={en}>
      <HydrationProvider hydrating={hydrating}>
        <article>
          <RichText html={html} />
        </article>
      </HydrationProvider>
    </IntlProvider>
  );
}

/** No markup the sanitizer removes is in `element`, at the moment of asking. */
function expectNothingUnsafe(element: Element): void {
  expect(element.querySelector('script, iframe, [onerror]')).toBeNull();
  expect(element.innerHTML).not.toMatch(/javascript:|onerror|<script/i);
}

afterEach(() => {
  provideStorySanitizer(sanitizeStoryHtml);
  vi.restoreAllMocks();
});

describe('RichText: the server sanitizes, the browser adopts (docs/decisions/109)', () => {
  it('hydrates the server’s sanitized body as it is: no mismatch, no warning, no sanitizer loaded', async () => {
    // The server has the sanitizer (src/lib/sanitizeHtml.ts hands it in when it loads).
    const serverHtml = renderToString(<Page html={UNSAFE} hydrating />);
    expect(serverHtml).toContain('<p>Night markets</p>');
    expect(serverHtml).not.toMatch(/onerror|<script/);
    // A reader's browser: the page's HTML, and no DOMPurify.
    provideStorySanitizer(null);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const before = container.innerHTML;
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Page html={UNSAFE} hydrating />, { onRecoverableError });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector('article p')?.textContent).toBe('Night markets');
    // Hydrating did not need the sanitizer, so it was not fetched.
    expect(storySanitizer()).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });

  it('cleans a new body after hydration (a link followed in the page) before any of it is shown', async () => {
    const serverHtml = renderToString(<Page html={UNSAFE} hydrating />);
    provideStorySanitizer(null);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Page html={UNSAFE} hydrating />);
    });
    // Another story in the same place: its HTML came from the API, never through the server's sanitizer.
    act(() => root?.render(<Page html={OTHER} hydrating />));
    const box = container.querySelector('article > div');
    expect(box).not.toBeNull();
    expectNothingUnsafe(container);
    await waitFor(() => expect(container.querySelector('article p')?.textContent).toBe('Dumplings'));
    expectNothingUnsafe(container);
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(storySanitizer()).not.toBeNull();
    act(() => root?.unmount());
    container.remove();
  });

  it('renders in the browser from scratch (the demo, a story) busy and empty until DOMPurify is here, then clean', async () => {
    provideStorySanitizer(null);
    const { container } = render(<Page html={UNSAFE} hydrating={false} />);
    const box = container.querySelector('article > div');
    expect(box?.getAttribute('aria-busy')).toBe('true');
    expect(box?.innerHTML).toBe('');
    await waitFor(() => expect(container.querySelector('article p')?.textContent).toBe('Night markets'));
    expectNothingUnsafe(container);
    expect(container.querySelector('article > div')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('never adopts what is in the document once hydration is over, even an element with the body’s id', async () => {
    provideStorySanitizer(null);
    // The id React gives the first RichText of a fresh root, found by rendering one.
    const probe = render(<Page html="<p>probe</p>" hydrating={false} />);
    await waitFor(() => expect(probe.container.querySelector('article p')).not.toBeNull());
    const id = probe.container.querySelector('article > div')?.id ?? '';
    expect(id).not.toBe('');
    probe.unmount();
    provideStorySanitizer(null);
    const planted = document.createElement('div');
    planted.id = id;
    planted.innerHTML = '<img src="x.png" onerror="window.__hacked = true" alt="">';
    document.body.append(planted);
    const { container } = render(<Page html={OTHER} hydrating={false} />);
    expectNothingUnsafe(container);
    await waitFor(() => expect(container.querySelector('article p')?.textContent).toBe('Dumplings'));
    expectNothingUnsafe(container);
    planted.remove();
  });

  it('never writes the adopted markup again: a body React renders anew, or shown again later, is cleaned from the API’s HTML', async () => {
    const serverHtml = renderToString(<Page html={UNSAFE} hydrating />);
    provideStorySanitizer(null);
    const container = document.createElement('div');
    // The server's element as the browser holds it, with something the sanitizer would never write: copying the
    // element's markup (a second parse) would carry it over.
    container.innerHTML = serverHtml.replace('<p>Night markets</p>', '<p>Night markets</p><p data-copied="">copied</p>');
    document.body.append(container);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    // A page whose markup differs from the server's outside the body: React gives up hydrating and renders it anew.
    act(() => {
      root = hydrateRoot(
        container,
        <IntlProvider locale="en" messages={en}>
          <HydrationProvider hydrating>
            <article>
              <RichText html={UNSAFE} />
            </article>
            <p>Not in the server’s HTML</p>
          </HydrationProvider>
        </IntlProvider>,
        { onRecoverableError: () => undefined },
      );
    });
    await waitFor(() => expect(container.querySelector('article p')?.textContent).toBe('Night markets'));
    expect(container.querySelector('[data-copied]')).toBeNull();
    expectNothingUnsafe(container);
    act(() => root?.unmount());
    container.remove();
  });

  it('shows an adopted body again after another one from the API’s HTML, cleaned, not copied from the page', async () => {
    const serverHtml = renderToString(<Page html={UNSAFE} hydrating />);
    provideStorySanitizer(null);
    const container = document.createElement('div');
    // Something in the server's element that the sanitizer would never write: a copy of its markup would carry it.
    container.innerHTML = serverHtml.replace('<p>Night markets</p>', '<p>Night markets</p><p data-copied="">copied</p>');
    document.body.append(container);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Page html={UNSAFE} hydrating />);
    });
    act(() => root?.render(<Page html={OTHER} hydrating />));
    await waitFor(() => expect(container.querySelector('article p')?.textContent).toBe('Dumplings'));
    act(() => root?.render(<Page html={UNSAFE} hydrating />));
    await waitFor(() => expect(container.querySelector('article p')?.textContent).toBe('Night markets'));
    expect(container.querySelector('[data-copied]')).toBeNull();
    expectNothingUnsafe(container);
    act(() => root?.unmount());
    container.remove();
  });
});
