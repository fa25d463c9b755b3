import type { FormEvent, RefObject } from 'react';
import type { IntentHandlers } from '../hooks/useFormOnIntent';
import type { PollCardOption } from './PollCard';
import * as styles from './PollCard.module.css';
import { PollVoteLayout } from './PollVoteLayout';

export interface PollVotePlaceholderProps {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly intent: IntentHandlers;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly options: readonly PollCardOption[];
  readonly totalVotes: number;
  readonly choice: string | undefined;
}

/**
 * A poll's vote form as the server renders it and the page first hydrates it: the same markup with plain radio
 * buttons, until a reader comes to it and the form library loads (PollVoteSlot).
 */
export function PollVotePlaceholder({ formRef, intent, onSubmit, options, totalVotes, choice }: PollVotePlaceholderProps) {
  return (
    <PollVoteLayout
      formRef={formRef}
      intent={intent}
      onSubmit={onSubmit}
      totalVotes={totalVotes}
      choices={options.map((option) => (
        <label key={option.id} className={styles.choice}>
          <input name="variantId" type="radio" value={option.id} defaultChecked={option.id === choice} className={styles.radio} />
          <span>{option.text}</span>
        </label>
      ))}
    />
  );
}
