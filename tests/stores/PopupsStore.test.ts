import { describe, expect, it } from 'vitest';
import { POPUP_IDS } from '../../src/stores/PopupsStore';
import { createTestStore } from '../render';

describe('popups (SPEC §2, §4)', () => {
  it('knows the fifteen popups of the spec', () => {
    expect(POPUP_IDS).toHaveLength(15);
  });

  it('each popup is shown or hidden, one at a time', () => {
    const { popups } = createTestStore();
    for (const id of POPUP_IDS) {
      popups.open(id);
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
