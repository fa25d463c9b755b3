import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentFormSlot } from '../../src/components/CommentFormSlot';
import type { ActionOutcome, CommentValues } from '../../src/lib/community';
import { renderWithApp } from '../render';

// docs/decisions/039: the comment box renders without its form library, which loads when a reader comes to it.
function renderSlot(initialText?: string) {
  const onSubmit = vi.fn((): Promise<ActionOutcome<CommentValues>> => Promise.resolve({ done: 'sent' }));
  renderWithApp(<CommentFormSlot signedInAs="Mei" initialText={initialText} onSubmit={onSubmit} />);
  return { onSubmit, placeholder: screen.getByLabelText<HTMLTextAreaElement>(/Your comment/) };
}

async function formTakesOver(placeholder: HTMLTextAreaElement): Promise<HTMLTextAreaElement> {
  let box = placeholder;
  await waitFor(() => {
    box = screen.getByLabelText<HTMLTextAreaElement>(/Your comment/);
    expect(box).not.toBe(placeholder);
  });
  return box;
}

describe('<CommentFormSlot>', () => {
  it('shows the box, who comments and the button before the form library has loaded, with a kept draft', () => {
    const { placeholder } = renderSlot('A draft from before sign-in');
    expect(placeholder.value).toBe('A draft from before sign-in');
    expect(screen.getByText('Mei')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeTruthy();
  });

  it('keeps what the reader typed and the focus when the form takes over', async () => {
    const { placeholder } = renderSlot();
    act(() => placeholder.focus());
    placeholder.value = 'The dumplings at the corner';
    const box = await formTakesOver(placeholder);
    // The handover runs in the form's first effect, which may come a moment after its elements are in the page.
    await waitFor(() => {
      expect(box.value).toBe('The dumplings at the corner');
      expect(document.activeElement).toBe(box);
    });
  });

  it('sends a comment submitted before the form had loaded, once it has', async () => {
    const { placeholder, onSubmit } = renderSlot();
    placeholder.value = 'Posted early';
    fireEvent.submit(placeholder.form!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ text: 'Posted early' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
