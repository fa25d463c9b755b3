import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PollVoteSlot } from '../../src/components/PollVoteSlot';
import { renderWithApp } from '../render';

const OPTIONS = [
  { id: 'trains', text: 'Trains', votes: 6, percent: 60 },
  { id: 'planes', text: 'Planes', votes: 4, percent: 40 },
];

// docs/decisions/039: the vote form renders without its form library, which loads when a reader comes to it.
function renderSlot(choice?: string) {
  const onSubmit = vi.fn(() => Promise.resolve(undefined));
  renderWithApp(
    <PollVoteSlot id="poll" options={OPTIONS} totalVotes={10} initialValues={choice ? { variantId: choice } : undefined} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

describe('<PollVoteSlot>', () => {
  it('shows the answers, a kept choice and the Vote button before the form library has loaded', () => {
    renderSlot('planes');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Planes' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Trains' }).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Vote' })).toBeTruthy();
  });

  it('sends a choice voted before the form had loaded, once it has', async () => {
    const onSubmit = renderSlot();
    const planes = screen.getByRole<HTMLInputElement>('radio', { name: 'Planes' });
    planes.checked = true;
    fireEvent.submit(planes.form!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toContainEqual({ variantId: 'planes' });
  });
});
