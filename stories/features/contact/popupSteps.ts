/** Steps the popup form stories share: open a popup through the store, check a field's message. */
import { expect, waitFor } from 'storybook/test';
import type { PopupId } from '../../../src/stores/PopupsStore';
import { storyStore } from '../../decorators';

/** What these steps need of a story's `canvas` queries. */
interface Queries {
  findByRole: (role: 'dialog', options: { name: string }) => Promise<HTMLElement>;
  queryByRole: (role: 'dialog', options: { name: string }) => HTMLElement | null;
}

/** Opens a popup as the app does (the store), and waits for the lazy dialog with that title. */
export async function openPopup(
  canvas: Queries,
  id: PopupId,
  title: string,
  props: Readonly<Record<string, string>> = {},
): Promise<HTMLElement> {
  storyStore().popups.open(id, props);
  const dialog = await canvas.findByRole('dialog', { name: title });
  // The first field (or button) has the focus once the dialog is shown.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

/** The field shows exactly this message, tied to it (aria-describedby) and marked invalid. */
export async function expectFieldError(field: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/** The field has no message any more. */
export async function expectNoFieldError(field: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
  await expect(field).not.toHaveAccessibleDescription(message);
}

/** The popup is gone (after its 100 ms exit). */
export async function expectClosed(canvas: Queries, title: string): Promise<void> {
  await waitFor(() => expect(canvas.queryByRole('dialog', { name: title })).toBeNull());
}

/** Tab and Shift+Tab keep the focus inside the dialog, however often they are pressed. */
export async function expectFocusTrapped(
  dialog: HTMLElement,
  userEvent: { tab: (options?: { shift?: boolean }) => Promise<void> },
  presses: number,
): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  for (let i = 0; i < 3; i += 1) {
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
}

/** Nothing is wider than a phone's screen. */
export async function expectFitsWidth(dialog: HTMLElement): Promise<void> {
  await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
}
