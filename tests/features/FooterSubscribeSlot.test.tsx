import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PopupHost } from '../../src/app/PopupHost';
import { FooterSubscribeSlot } from '../../src/features/footer/FooterSubscribeSlot';
import { renderWithApp } from '../render';

// docs/decisions/039: the footer box renders without its form library, which loads when a reader comes to it.
function renderSlot() {
  renderWithApp(
    <>
      <FooterSubscribeSlot />
      <PopupHost />
    </>,
  );
  return screen.getByLabelText<HTMLInputElement>('Your email');
}

/** The form library has taken over once the email box is another element than the placeholder's. */
async function formTakesOver(placeholder: HTMLInputElement): Promise<HTMLInputElement> {
  let input = placeholder;
  await waitFor(() => {
    input = screen.getByLabelText<HTMLInputElement>('Your email');
    expect(input).not.toBe(placeholder);
  });
  return input;
}

describe('<FooterSubscribeSlot>', () => {
  it('shows the labelled box, its email field and button before the form library has loaded', () => {
    renderSlot();
    const box = screen.getByRole('form', { name: 'Subscribe to our newsletter' });
    expect(within(box).getByRole('textbox', { name: 'Your email' })).toHaveProperty('value', '');
    expect(within(box).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('keeps what the reader typed and the focus when the form takes over', async () => {
    const placeholder = renderSlot();
    act(() => placeholder.focus());
    placeholder.value = 'reader@exam';
    const input = await formTakesOver(placeholder);
    // The handover runs in the form's first effect, which may come a moment after its elements are in the page.
    await waitFor(() => {
      expect(input.value).toBe('reader@exam');
      expect(document.activeElement).toBe(input);
    });
  });

  it('takes over the moment its code arrives: no press can begin on the placeholder and end on the form', async () => {
    const placeholder = renderSlot();
    act(() => placeholder.focus());
    // The slot asked for the module first; by the time this import answers, the slot's own has too.
    await import('../../src/features/footer/FooterSubscribe');
    await Promise.resolve();
    // Checked at once, without waiting for React's next render: the swap is already in the page.
    expect(screen.getByLabelText('Your email')).not.toBe(placeholder);
  });

  it('carries out a submit asked for before the form had loaded', async () => {
    const placeholder = renderSlot();
    placeholder.value = 'early.reader@example.com';
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe to our newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
    expect(within(dialog).getByText('early.reader@example.com')).toBeTruthy();
  });

  it('validates a submit asked for before the form had loaded like any other', async () => {
    const placeholder = renderSlot();
    placeholder.value = 'nope';
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe to our newsletter' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email should be valid');
  });
});
