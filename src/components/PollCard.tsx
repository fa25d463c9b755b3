import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import type { ActionOutcome, VoteValues } from '../lib/community';
import { FormError } from './FormError';
import * as styles from './PollCard.module.css';
import { PollVoteSlot } from './PollVoteSlot';

export interface PollCardOption {
  readonly id: string;
  readonly text: string;
  readonly votes: number;
  /** Whole percent of all votes. */
  readonly percent: number;
}

export interface PollCardProps {
  readonly question: string;
  readonly options: readonly PollCardOption[];
  readonly totalVotes: number;
  /** The reader's own answer: results are shown, with it marked. */
  readonly votedVariantId?: string | undefined;
  /** Ended: results only. */
  readonly closed: boolean;
  /** Time left while open; null once ended. */
  readonly timeLeft: { readonly days: number; readonly hours: number } | null;
  /** A word on why the poll changed under the reader (it closed, or they had voted). */
  readonly notice?: LocalizedError | undefined;
  /** 'sent': counted; 'outdated': the poll had closed or the reader had voted (the notice says which). */
  readonly onVote: (values: VoteValues) => Promise<ActionOutcome<VoteValues>>;
}

/** A reader poll: the choices while open, the results as bars once the reader voted or the poll ended. */
export function PollCard({ question, options, totalVotes, votedVariantId, closed, timeLeft, notice, onVote }: PollCardProps) {
  const id = useId();
  const showResults = closed || votedVariantId !== undefined;
  // A vote swaps the form (and the focused Vote button) for the results: focus moves to the question, so it is
  // not lost to the page, and the status line says the vote was counted.
  // The form is swapped out while the vote is on its way (the store shows it at once), so a refusal is kept here.
  const [afterVote, setAfterVote] = useState<{ readonly counted: boolean; readonly failure?: LocalizedError } | null>(null);
  // The reader's choice outlives the form: the form gives way to the results while the vote is on its way and
  // comes back, empty, if the vote fails; it comes back with this choice instead, ready to send again.
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const initialValues = useMemo<VoteValues | undefined>(() => (choice === undefined ? undefined : { variantId: choice }), [choice]);
  const questionRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (afterVote) questionRef.current?.focus();
  }, [afterVote]);
  return (
    <section className={styles.poll} aria-labelledby={`${id}-question`}>
      <p className={styles.kicker}>
        <FormattedMessage id="poll.kicker" defaultMessage="Reader poll" />
      </p>
      <h2 id={`${id}-question`} ref={questionRef} tabIndex={-1} className={styles.question}>
        {question}
      </h2>
      <p className={styles.status}>
        {closed ? (
          <FormattedMessage id="poll.closed" defaultMessage="This poll has closed." />
        ) : timeLeft ? (
          <FormattedMessage
            id="poll.timeLeft"
            defaultMessage="Only {days, plural, one {# day} other {# days}} and {hours, plural, one {# hour} other {# hours}} left"
            values={{ days: timeLeft.days, hours: timeLeft.hours }}
          />
        ) : null}
      </p>
      {showResults ? (
        <>
          <ul className={styles.results}>
            {options.map((option) => {
              const mine = option.id === votedVariantId;
              return (
                <li key={option.id} className={mine ? styles.mine : undefined}>
                  <div className={styles.resultLine}>
                    <span className={styles.resultText}>
                      {option.text}
                      {mine && (
                        <span className={styles.badge}>
                          <FormattedMessage id="poll.yourChoice" defaultMessage="Your choice" />
                        </span>
                      )}
                    </span>
                    <span className={styles.percent}>
                      <FormattedNumber value={option.percent / 100} style="percent" />
                    </span>
                  </div>
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.fill} style={{ width: `${option.percent}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
          <p className={styles.total}>
            <FormattedMessage
              id="poll.totalVotes"
              defaultMessage="{count, plural, one {# vote} other {# votes}}"
              values={{ count: totalVotes }}
            />
          </p>
        </>
      ) : (
        <PollVoteSlot
          id={id}
          options={options}
          totalVotes={totalVotes}
          initialValues={initialValues}
          onSubmit={async (values) => {
            setAfterVote(null);
            setChoice(values.variantId);
            const outcome = await onVote(values);
            if ('errors' in outcome) {
              const failure = outcome.errors.form;
              if (!failure) return outcome.errors;
              setAfterVote({ counted: false, failure });
            } else if (outcome.done !== 'drafted') {
              setAfterVote({ counted: outcome.done === 'sent' });
            }
            return undefined;
          }}
        />
      )}
      <p role="status" className={styles.counted}>
        {afterVote?.counted && <FormattedMessage id="poll.counted" defaultMessage="Your vote was counted" />}
      </p>
      <FormError className={styles.error} error={afterVote?.failure} />
      <FormError className={styles.notice} error={notice} />
    </section>
  );
}
