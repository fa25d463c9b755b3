import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTaps, type TapKeeper } from '../../src/lib/keepTaps';

// The keeper runs in the page as its own source text (src/server/template.ts): these tests run that text, not the
// module's function, so anything it closed over would fail here.
const asSent = runInThisContext(`(${keepTaps.toString()})`) as typeof keepTaps;
const READY = 'test:app-ready';
const TEXTS = { waiting: 'Getting the page ready…', failed: 'The page could not get ready.' };
const LIMIT_MS = 30_000;

let keeper: TapKeeper;
const note = () => document.querySelector('.note');
/** The note's text once said: the live region comes first and its text a moment later, so it is announced. */
const said = () => {
  vi.advanceTimersByTime(50);
  return note()?.textContent;
};

beforeEach(() => {
  document.body.innerHTML = `<div id="root">
    <header><button type="button" id="join">Join</button><a href="#elsewhere" id="link">Elsewhere</a></header>
    <main>
      <button type="button" id="like">Like</button>
      <form id="comment"><textarea name="text">Kept as typed</textarea><button id="send">Send</button></form>
      <form id="search" action="/en/search"><input name="query"><button id="go">Search</button></form>
    </main>
  </div><button type="button" id="outside">Outside the app</button>`;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  keeper = asSent(READY, TEXTS, 'note', LIMIT_MS);
});

afterEach(() => {
  window.dispatchEvent(new Event(READY));
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function clicks(id: string) {
  const seen = vi.fn();
  document.getElementById(id)?.addEventListener('click', seen);
  return seen;
}

describe('a tap before the app is ready', () => {
  it('is its text alone: no "<" that could end the inline script', () => {
    expect(keepTaps.toString()).not.toContain('<');
  });

  it('is kept, said, and passed on to the same button once the app is ready', () => {
    const join = clicks('join');
    document.getElementById('join')?.click();
    expect(join).not.toHaveBeenCalled();
    expect(note()?.getAttribute('role')).toBe('status');
    expect(said()).toBe(TEXTS.waiting);
    expect(document.documentElement.getAttribute('data-tap')).toBe('waiting');
    // Nothing inside the app's root changes: hydration finds the server's HTML.
    expect(document.getElementById('root')?.querySelector('.note')).toBeNull();

    window.dispatchEvent(new Event(READY));
    expect(join).toHaveBeenCalledTimes(1);
    expect(note()).toBeNull();
    expect(document.documentElement.hasAttribute('data-tap')).toBe(false);
    // Then the keeper is gone: the next tap is the app's at once.
    document.getElementById('join')?.click();
    expect(join).toHaveBeenCalledTimes(2);
  });

  it('works when started before the page’s body exists, as the head’s first script', () => {
    window.dispatchEvent(new Event(READY));
    document.body.innerHTML = '';
    asSent(READY, TEXTS, 'note', LIMIT_MS);
    document.body.innerHTML = '<div id="root"><button type="button" id="vote">Vote</button></div>';
    const vote = clicks('vote');
    document.getElementById('vote')?.click();
    expect(vote).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(READY));
    expect(vote).toHaveBeenCalledTimes(1);
  });

  it('passes on only the last of several taps', () => {
    const join = clicks('join');
    const like = clicks('like');
    document.getElementById('join')?.click();
    document.getElementById('like')?.click();
    window.dispatchEvent(new Event(READY));
    expect(join).not.toHaveBeenCalled();
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('finds a button the app replaced, by its place, if it is of the same kind and says the same', () => {
    document.getElementById('like')?.click();
    const old = document.getElementById('like');
    const fresh = document.createElement('button');
    fresh.textContent = 'Like';
    old?.replaceWith(fresh);
    const seen = vi.fn();
    fresh.addEventListener('click', seen);
    window.dispatchEvent(new Event(READY));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('never passes a tap on to another button that took the kept one’s place', () => {
    document.getElementById('like')?.click();
    const other = document.createElement('button');
    other.textContent = 'Sign out';
    document.getElementById('like')?.replaceWith(other);
    const seen = vi.fn();
    other.addEventListener('click', seen);
    window.dispatchEvent(new Event(READY));
    expect(seen).not.toHaveBeenCalled();
  });

  it('gives up when the app could not start, or has not come in time: says so, and taps go as they are', () => {
    const join = clicks('join');
    document.getElementById('join')?.click();
    keeper.failed(false);
    expect(said()).toBe(TEXTS.failed);
    document.getElementById('join')?.click();
    expect(join).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<div id="root"><button type="button" id="like">Like</button></div>';
    asSent('test:never', TEXTS, 'late', LIMIT_MS);
    const like = clicks('like');
    document.getElementById('like')?.click();
    expect(like).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIMIT_MS + 50);
    expect(document.querySelector('.late')?.textContent).toBe(TEXTS.failed);
    document.getElementById('like')?.click();
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('sends a form only the app can send once it is ready, with what was typed', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const form = document.getElementById('comment') as HTMLFormElement;
    form.addEventListener('submit', submitted);
    form.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(READY));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(form.querySelector('textarea')?.value).toBe('Kept as typed');
  });

  it('leaves links, forms the server answers and anything outside the app alone', () => {
    const link = clicks('link');
    const outside = clicks('outside');
    const search = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('search')?.addEventListener('submit', search);
    document.getElementById('link')?.click();
    document.getElementById('outside')?.click();
    document.getElementById('go')?.click();
    expect(link).toHaveBeenCalledTimes(1);
    expect(outside).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(note()).toBeNull();
  });

  it('hands over what it kept, and stops keeping, when the Lite page’s own script takes over', () => {
    const join = clicks('join');
    document.getElementById('join')?.click();
    const kept = keeper.take();
    expect(note()).toBeNull();
    expect(document.documentElement.hasAttribute('data-tap')).toBe(false);
    kept?.();
    expect(join).toHaveBeenCalledTimes(1);
    document.getElementById('join')?.click();
    expect(join).toHaveBeenCalledTimes(2);
    expect(keeper.take()).toBeNull();
  });

  it('when the app cannot load: says so, forgets the tap, and keeps the next one', () => {
    const join = clicks('join');
    document.getElementById('join')?.click();
    keeper.failed();
    expect(said()).toBe(TEXTS.failed);
    expect(document.documentElement.hasAttribute('data-tap')).toBe(false);
    document.getElementById('join')?.click();
    expect(said()).toBe(TEXTS.waiting);
    window.dispatchEvent(new Event(READY));
    expect(join).toHaveBeenCalledTimes(1);
  });
});
