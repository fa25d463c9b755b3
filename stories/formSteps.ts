import { waitFor } from 'storybook/test';

/**
 * The comment box, the poll's vote form and the footer box load their form library when a reader first comes
 * to them (docs/decisions/039). A story approaches the form as a reader would (focus enters it) and waits until
 * the real form has replaced the placeholder, so the fields and buttons it then finds are the form's own.
 * Without a form in `container` (a poll showing its results) there is nothing to wait for.
 */
export async function approachForm(container: HTMLElement): Promise<void> {
  // A GET form (the comments' order) is plain HTML with no library to load: the placeholder is the other one.
  const placeholder = container.querySelector('form:not([method="get"])');
  if (!placeholder) return;
  placeholder.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await waitFor(() => {
    if (placeholder.isConnected) throw new Error('the form library has not taken over yet');
  });
}
