import { useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import type { ActionOutcome, CommentValues } from '../lib/community';
import type { FormHandover } from '../lib/formHandover';
import { submissionErrors } from '../lib/refusal';
import * as styles from './CommentForm.module.css';
import { COMMENT_FIELD } from './commentField';
import { CommentFormLayout } from './CommentFormLayout';
import { FormError } from './FormError';
import { FormHandoverEffect } from './FormHandoverEffect';
import { TextAreaField } from './TextAreaField';

export interface CommentFormProps {
  /** The signed-in reader's name, as the comment will be signed; undefined when signed out. */
  readonly signedInAs?: string | undefined;
  /** Text to start with: a comment written while signed out, waiting for sign-in. */
  readonly initialText?: string | undefined;
  /** Posted ('sent'): the box empties. A draft or a refusal keeps the text. */
  readonly onSubmit: (values: CommentValues) => Promise<ActionOutcome<CommentValues>>;
  /** Set when the form replaces the placeholder a reader was already using (CommentFormSlot). */
  readonly handover?: FormHandover | undefined;
}

/** The comment box. Validation happens on submit (SPEC §5); typing hides the message again. */
export function CommentForm({ signedInAs, initialText, onSubmit, handover }: CommentFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  // Said once a comment is posted: the box empties and the list grows, which a screen reader would not notice.
  const [posted, setPosted] = useState(false);
  return (
    <Form<CommentValues>
      initialValues={{ text: initialText }}
      onSubmit={async (values, form) => {
        setPosted(false);
        const outcome = await onSubmit(values);
        if ('errors' in outcome) return submissionErrors(outcome.errors);
        if (outcome.done === 'sent') {
          setPosted(true);
          setTimeout(() => form.reset({}));
        }
        return undefined;
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <>
          <CommentFormLayout
            formRef={formRef}
            onSubmit={handleSubmit}
            signedInAs={signedInAs}
            submitting={submitting}
            posted={posted}
            field={
              <Field
                {...COMMENT_FIELD}
                component={TextAreaField}
                label={intl.formatMessage({ id: 'comments.form.label', defaultMessage: 'Your comment' })}
                placeholder={intl.formatMessage({ id: 'comments.form.placeholder', defaultMessage: 'Share your thoughts…' })}
              />
            }
            error={!dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />}
          />
          {handover && <FormHandoverEffect handover={handover} formRef={formRef} />}
        </>
      )}
    />
  );
}
