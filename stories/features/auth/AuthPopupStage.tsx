import { useLayoutEffect } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PopupHost } from '../../../src/app/PopupHost';
import type { PopupId } from '../../../src/stores/PopupsStore';
import type { RootStore } from '../../../src/stores/RootStore';
import { useStores } from '../../../src/stores/StoresContext';

export interface AuthPopupStageParameters {
  readonly id: PopupId;
  /** The popup's props, or a function of the story's store that prepares the scene and returns them. */
  readonly props?: Readonly<Record<string, string>> | ((store: RootStore) => Readonly<Record<string, string>>);
}

/**
 * A popup rendered the way the app renders it: opened through the story's PopupsStore and shown by the real
 * PopupHost and registry (lazy chunk included). `parameters.authPopup` says which one, with which props.
 */
export function AuthPopupStage({ id, props = {} }: AuthPopupStageParameters) {
  const store = useStores();
  useLayoutEffect(() => {
    store.popups.open(id, typeof props === 'function' ? props(store) : props);
    // Opened once, when the story mounts (a locale switch re-mounts it).
  }, [store]); // eslint-disable-line react-hooks/exhaustive-deps
  return <PopupHost />;
}

/**
 * Tabs forwards through a whole cycle and more, then backwards, checking after every key that focus never
 * leaves the dialog (the page behind is inert, and Popup wraps Tab at both ends).
 */
export async function expectFocusTrapped(dialog: HTMLElement): Promise<void> {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  const stops = dialog.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea').length;
  const seen = new Set<Element>();
  for (let i = 0; i < stops + 2; i += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    if (document.activeElement) seen.add(document.activeElement);
  }
  // Every control was reached, and Tab came back round to the first one.
  await expect(seen.size).toBe(stops);
  for (let i = 0; i < stops + 2; i += 1) {
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
}
