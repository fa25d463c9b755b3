import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PollCard, type PollCardOption } from '../../src/components/PollCard';
import { localizedError } from '../../src/i18n/formErrors';
import type { ActionOutcome, VoteValues } from '../../src/lib/community';
import { renderWithApp } from '../render';

const OPTIONS: PollCardOption[] = [
  { id: 'v1', text: 'Trains', votes: 6, percent: 60 },
  { id: 'v2', text: 'Planes', votes: 4, percent: 40 },
];

/** As the store does: the vote shows at once (the form gives way to the results), and is taken back on failure. */
function OptimisticPoll({ answer }: { readonly answer: Promise<void> }) {
  const [voted, setVoted] = useState<string | undefined>(undefined);
  const onVote = async (values: VoteValues): Promise<ActionOutcome<VoteValues>> => {
    setVoted(values.variantId);
    await answer;
    setVoted(undefined);
    return { errors: { form: localizedError('requestFailed') } };
  };
  return <PollCard question="How do you travel?" options={OPTIONS} totalVotes={10} votedVariantId={voted} closed={false} timeLeft={{ days: 1, hours: 2 }} onVote={onVote} />;
}

describe('a failed vote (issue 16 finding 5)', () => {
  it('keeps the chosen option, so the reader can send it again', async () => {
    let fail = () => {};
    const answer = new Promise<void>((resolve) => {
      fail = resolve;
    });
    const user = userEvent.setup();
    renderWithApp(<OptimisticPoll answer={answer} />);
    // The form library loads on a reader's first approach (decision 039); here it is loaded before the reader
    // chooses, so this test is about the failed vote, not the hand-over (PollVoteSlot.test.tsx covers that).
    await import('../../src/components/PollVoteForm');
    const placeholderForm = screen.getByRole('radio', { name: 'Planes' }).closest('form');
    await user.hover(screen.getByRole('radio', { name: 'Planes' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Planes' }).closest('form')).not.toBe(placeholderForm), { timeout: 10_000 });
    await user.click(screen.getByRole('radio', { name: 'Planes' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    // The results show while the vote is on its way.
    await waitFor(() => expect(screen.queryAllByRole('radio')).toHaveLength(0), { timeout: 10_000 });
    fail();
    await screen.findByText('Something went wrong on our side. Please try again.', {}, { timeout: 10_000 });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Planes' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Trains' }).checked).toBe(false);
  });
});
