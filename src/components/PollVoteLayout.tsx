import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { IntentHandlers } from '../hooks/useFormOnIntent';
import { Button } from './Button';
import { ScriptNeeded } from './ScriptNeeded';
import * as styles from './PollCard.module.css';

export interface PollVoteLayoutProps {
  readonly formRef?: Ref<HTMLFormElement>;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  /** The placeholder's listeners for a reader's first approach (hooks/useFormOnIntent). */
  readonly intent?: IntentHandlers | undefined;
  /** One label with a radio button per answer. */
  readonly choices: ReactNode;
  /** The id of the error shown under the choices, when there is one. */
  readonly errorId?: string | undefined;
  readonly error?: ReactNode;
  readonly totalVotes: number;
  readonly submitting?: boolean;
}

/** A poll's vote form markup, the same with or without the form library loaded (PollVoteForm, PollVotePlaceholder). */
export function PollVoteLayout({ formRef, onSubmit, intent, choices, errorId, error, totalVotes, submitting = false }: PollVoteLayoutProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} {...intent} noValidate>
      <fieldset className={styles.choices} aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
        <legend className="visually-hidden">
          <FormattedMessage id="poll.legend" defaultMessage="Choose one answer" />
        </legend>
        {choices}
      </fieldset>
      {error}
      <ScriptNeeded>
        <FormattedMessage id="poll.needsScript" defaultMessage="Voting needs JavaScript. Turn it on in your browser to vote." />
      </ScriptNeeded>
      <div className={styles.actions}>
        <span className="needs-script">
          <Button type="submit" busy={submitting}>
            <FormattedMessage id="poll.vote" defaultMessage="Vote" />
          </Button>
        </span>
        <span className={styles.total}>
          <FormattedMessage
            id="poll.totalVotes"
            defaultMessage="{count, plural, one {# vote} other {# votes}}"
            values={{ count: totalVotes }}
          />
        </span>
      </div>
    </form>
  );
}
