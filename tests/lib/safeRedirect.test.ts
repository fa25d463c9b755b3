import { describe, expect, it } from 'vitest';
import { Draft, isSameOriginPath } from '../../contracts/user';
import { RecordingNavigation } from '../../src/lib/navigation';
import { safeRedirect, withSafeRedirect } from '../../src/lib/safeRedirect';
import { signUpPayload } from '../../src/stores/SessionStore';
import { createTestStore } from '../render';

/** Issue 17 finding 1: each form the probe used to leave the site or run script, and a few of their cousins. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' /en/',
  'data:text/html,<script>alert(1)</script>',
  'evil.example/en/',
  '',
];

describe('safeRedirect: only a path on this site', () => {
  it.each(HOSTILE.map((path) => [JSON.stringify(path), path]))('drops %s', (_name, path) => {
    expect(safeRedirect(path)).toBeUndefined();
    expect(isSameOriginPath(path)).toBe(false);
  });

  it.each(['/', '/en/', '/zh-tw/night-markets', '/en/search?q=%3Cb%3E', '/en/a/b#comments', '/en/%2F%2Fevil.example'])(
    'keeps %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
      // And every kept path stays on the site when a browser resolves it.
      expect(new URL(path, 'https://huanyu.example').origin).toBe('https://huanyu.example');
    },
  );

  it('no path at all gives undefined', () => {
    expect(safeRedirect(undefined)).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });

  it('the contract refuses the same forms in a draft', () => {
    for (const path of HOSTILE) expect(Draft.is({ redirectUrl: path }), JSON.stringify(path)).toBe(false);
    expect(Draft.is({ redirectUrl: '/en/privacy' })).toBe(true);
  });
});

describe('sign-in never navigates to a hostile draft path', () => {
  it.each(['//evil.example/en/', '/\\evil.example/en/'])('a draft kept on %s: the reader stays, the page reloads', async (page) => {
    // A page opened as https://site//evil.example/en/ has that as its pathname: the draft would carry it.
    const navigation = new RecordingNavigation(page);
    const store = createTestStore({ navigation });
    store.drafts.keepAndAskToSignIn({ draftLikeArticle: { articleId: 'art_001' } });
    // The draft keeps the action, but not a way back that is not a path on this site.
    expect(store.drafts.draft.draftLikeArticle).toEqual({ articleId: 'art_001' });
    expect(store.drafts.draft.redirectUrl).toBeUndefined();
    expect(await store.session.signIn({ email: 'reader@example.com', password: 'correct-horse-1' })).toBeUndefined();
    expect(navigation.visits.filter((visit) => visit.kind === 'load')).toEqual([]);
    expect(navigation.visits.at(-1)).toEqual({ kind: 'reload', path: page });
  });
});

describe('sign-up sends a draft without a hostile way back', () => {
  const values = { email: 'a@example.com', password: 'a-long-password', firstName: 'Ada', lastName: 'Lovelace', userName: 'ada' };
  const action = { draftLikeArticle: { articleId: 'art_001' } };

  it.each(['//evil.example/en/', '/\\evil.example', 'javascript:alert(1)'])('drops %j and keeps the action', (redirectUrl) => {
    const payload = signUpPayload(values, 'en', { ...action, redirectUrl });
    expect(payload.draft).toEqual(action);
    expect(Draft.is(payload.draft)).toBe(true);
  });

  it('keeps a path on this site', () => {
    expect(withSafeRedirect({ ...action, redirectUrl: '/en/a' })).toEqual({ ...action, redirectUrl: '/en/a' });
  });
});
