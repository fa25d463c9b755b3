/**
 * Steps every popup story shares: open a popup through the store (the one way a story shows a popup), read its
 * fields, check messages, Esc and Tab.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import en from '../locales/en.json';
import type { PopupId } from '../src/stores/PopupsStore';
import { storyStore } from './decorators';

/** What these steps need of a story's `canvas` queries. */
interface Queries {
  findByRole: (role: 'dialog', options: { name: string }) => Promise<HTMLElement>;
  queryByRole: (role: 'dialog', options?: { name: string }) => HTMLElement | null;
}

/** Waits for the dialog with this title, and for the focus to be inside it (the popup is up). */
export async function findDialog(canvas: Queries, title: string): Promise<HTMLElement> {
  const dialog = await canvas.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

/** Opens a popup as the app does (the store), and waits for the lazy dialog with that title. */
export async function openPopup(
  canvas: Queries,
  id: PopupId,
  title: string,
  props: Readonly<Record<string, string>> = {},
): Promise<HTMLElement> {
  storyStore().popups.open(id, props);
  return findDialog(canvas, title);
}

/** The name, email and phone fields of the subscription, contact and contribution popups (ContactFields). */
export function contactFields(dialog: HTMLElement, messages: typeof en = en) {
  const form = within(dialog);
  return {
    firstName: form.getByRole('textbox', { name: messages['form.firstName'] }),
    lastName: form.getByRole('textbox', { name: messages['form.lastName'] }),
    email: form.getByRole('textbox', { name: messages['form.email'] }),
    phone: form.getByRole('textbox', { name: messages['form.phone'] }),
  };
}

/** The field shows exactly this message: marked invalid, tied to it (aria-describedby) and announced (alert). */
export async function expectFieldError(field: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(message);
  const errorId = (field.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '';
  await expect(document.getElementById(errorId)).toHaveAttribute('role', 'alert');
}

/** The field has no message any more (none at all, or not this one). */
export async function expectNoFieldError(field: HTMLElement, message?: string): Promise<void> {
  await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
  if (message === undefined) await expect(field).toHaveAccessibleDescription('');
  else await expect(field).not.toHaveAccessibleDescription(message);
}

/** The popup is gone (after its 100 ms exit). */
export async function expectClosed(canvas: Queries, title: string): Promise<void> {
  await waitFor(() => expect(canvas.queryByRole('dialog', { name: title })).toBeNull());
}

/** Esc closes the open popup, through the store: nothing is open afterwards. */
export async function expectEscapeCloses(canvas: Queries, title: string): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await expectClosed(canvas, title);
  await expect(storyStore().popups.current).toBeNull();
}

const TAB_STOPS =
  'a[href], button:not([disabled]):not([tabindex="-1"]), input:not([disabled]):not([tabindex="-1"]), select, textarea';

/**
 * Tabs forwards through a whole cycle and more, then backwards, checking after every key that focus never
 * leaves the dialog (the page behind is inert, and Popup wraps Tab at both ends), and that every control was
 * reached.
 */
export async function expectFocusTrapped(dialog: HTMLElement): Promise<void> {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  // A radio group is one Tab stop (the arrows move inside it): each group counts once.
  const groups = new Set<string>();
  const stops = [...dialog.querySelectorAll(TAB_STOPS)].filter((control) => {
    if (!(control instanceof HTMLInputElement) || control.type !== 'radio' || !control.name) return true;
    const first = !groups.has(control.name);
    groups.add(control.name);
    return first;
  }).length;
  const seen = new Set<Element>();
  for (let i = 0; i < stops + 2; i += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    if (document.activeElement) seen.add(document.activeElement);
  }
  await expect(seen.size).toBe(stops);
  for (let i = 0; i < stops + 2; i += 1) {
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
}
