import { useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import type { VoteValues } from '../lib/community';
import type { FormHandover } from '../lib/formHandover';
import { FormHandoverEffect } from './FormHandoverEffect';
import * as styles from './PollCard.module.css';
import type { PollCardOption } from './PollCard';
import { PollVoteLayout } from './PollVoteLayout';

export interface PollVoteFormProps {
  /** The poll card's id: the error's id is derived from it. */
  readonly id: string;
  readonly options: readonly PollCardOption[];
  readonly totalVotes: number;
  readonly initialValues: VoteValues | undefined;
  /** A refusal of the choice comes back as field errors; anything else the card shows itself. */
  readonly onSubmit: (values: VoteValues) => Promise<Partial<Record<keyof VoteValues, LocalizedError>> | undefined>;
  /** Set when the form replaces the placeholder a reader was already using (PollVoteSlot). */
  readonly handover?: FormHandover | undefined;
}

/** A poll's choices and Vote button, on react-final-form: the choice is validated on submit (SPEC §5). */
export function PollVoteForm({ id, options, totalVotes, initialValues, onSubmit, handover }: PollVoteFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form<VoteValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitErrors, dirtySinceLastSubmit }) => {
        const choiceError = dirtySinceLastSubmit ? undefined : (submitErrors?.variantId as LocalizedError | undefined);
        return (
          <>
            <PollVoteLayout
              formRef={formRef}
              onSubmit={handleSubmit}
              submitting={submitting}
              totalVotes={totalVotes}
              errorId={choiceError ? `${id}-error` : undefined}
              choices={options.map((option) => (
                <label key={option.id} className={styles.choice}>
                  <Field name="variantId" component="input" type="radio" value={option.id} className={styles.radio} />
                  <span>{option.text}</span>
                </label>
              ))}
              error={
                choiceError && (
                  <p id={`${id}-error`} className={styles.error} role="alert">
                    {intl.formatMessage(choiceError.message, choiceError.values)}
                  </p>
                )
              }
            />
            {handover && <FormHandoverEffect handover={handover} formRef={formRef} />}
          </>
        );
      }}
    />
  );
}
