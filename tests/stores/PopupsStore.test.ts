import { describe, expect, it } from 'vitest';
import { POPUP_IDS } from '../../src/stores/PopupsStore';
import { createTestStore } from '../render';

describe('popups (SPEC §2, §4)', () => {
  it('knows the fifteen popups of the spec, and the WeChat share (issue 28)', () => {
    expect(POPUP_IDS).toHaveLength(17);
    expect(POPUP_IDS).toContain('wechatShare');
  });

  it('each popup is shown or hidden, one at a time', () => {
    const { popups } = createTestStore();
    for (const id of POPUP_IDS) {
      // The store holds plain data: it does not check a popup's props (the typecheck does, at the call).
      (popups.open as (id: string) => void)(id);
      expect(popups.isOpen(id)).toBe(true);
      expect(POPUP_IDS.filter((other) => popups.isOpen(other))).toEqual([id]);
    }
    popups.close();
    expect(popups.current).toBeNull();
  });

  it("'Forgot password' closes sign-in and opens restore; restore's register link opens sign-up", () => {
    const { popups } = createTestStore();
    popups.open('signIn');
    popups.open('restorePassword');
    expect(popups.current?.id).toBe('restorePassword');
    popups.open('signUp');
    expect(popups.current?.id).toBe('signUp');
  });
});

describe('popup props are typed by popup id (docs/decisions/026)', () => {
  it('keeps the props a popup is opened with, as plain data', () => {
    const { popups } = createTestStore();
    popups.open('signIn', { notice: 'emailVerified', email: 'reader@example.com' });
    expect(popups.current).toEqual({ id: 'signIn', props: { notice: 'emailVerified', email: 'reader@example.com' } });
    popups.open('resetPassword', { token: 'abc' });
    expect(popups.current).toEqual({ id: 'resetPassword', props: { token: 'abc' } });
    popups.open('contact');
    expect(popups.current).toEqual({ id: 'contact', props: {} });
  });

  it('opens in place of another popup with the props of the one it opens', () => {
    const { popups } = createTestStore();
    expect(popups.openInPlaceOf('restorePassword', 'restorePasswordSuccess', { stage: 'linkSent' })).toBe(false);
    popups.open('restorePassword', { email: 'reader@example.com' });
    expect(popups.openInPlaceOf('restorePassword', 'restorePasswordSuccess', { stage: 'linkSent', email: 'reader@example.com' })).toBe(true);
    expect(popups.current).toEqual({ id: 'restorePasswordSuccess', props: { stage: 'linkSent', email: 'reader@example.com' } });
  });

  it('refuses, at compile time, a prop the popup does not take or a value it does not know', () => {
    const { popups } = createTestStore();
    // Each line is a type error the typecheck must report; at run time they open as asked.
    // @ts-expect-error -- the contact popup takes no props
    popups.open('contact', { email: 'reader@example.com' });
    // @ts-expect-error -- a misspelt notice
    popups.open('signIn', { notice: 'emailVerifed', email: 'reader@example.com' });
    // @ts-expect-error -- reset password cannot open without its token
    popups.open('resetPassword');
    // @ts-expect-error -- the thanks popup names the address it thanks
    popups.openInPlaceOf('subscription', 'subscriptionThanks', {});
    // @ts-expect-error -- a changed password carries no address
    popups.open('restorePasswordSuccess', { stage: 'passwordChanged', email: 'reader@example.com' });
    expect(popups.current?.id).toBe('restorePasswordSuccess');
  });
});
