import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_MAX_LENGTH } from '../../contracts/community';
import type { LocalizedError } from '../i18n/formErrors';
import type { ActionOutcome, CommentValues } from '../lib/community';
import { submissionErrors } from '../lib/refusal';
import { Button } from './Button';
import * as styles from './CommentForm.module.css';
import { FormError } from './FormError';
import { TextAreaField } from './TextAreaField';

export interface CommentFormProps {
  /** The signed-in reader's name, as the comment will be signed; undefined when signed out. */
  readonly signedInAs?: string | undefined;
  /** Text to start with: a comment written while signed out, waiting for sign-in. */
  readonly initialText?: string | undefined;
  /** Posted ('sent'): the box empties. A draft or a refusal keeps the text. */
  readonly onSubmit: (values: CommentValues) => Promise<ActionOutcome<CommentValues>>;
}

/** The comment box. Validation happens on submit (SPEC §5); typing hides the message again. */
export function CommentForm({ signedInAs, initialText, onSubmit }: CommentFormProps) {
  const intl = useIntl();
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
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <Field
            name="text"
            component={TextAreaField}
            label={intl.formatMessage({ id: 'comments.form.label', defaultMessage: 'Your comment' })}
            placeholder={intl.formatMessage({ id: 'comments.form.placeholder', defaultMessage: 'Share your thoughts…' })}
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            required
          />
          <div className={styles.footer}>
            <p className={styles.hint}>
              {signedInAs ? (
                <FormattedMessage
                  id="comments.form.signedInAs"
                  defaultMessage="Commenting as {name}"
                  values={{ name: <strong>{signedInAs}</strong> }}
                />
              ) : (
                <FormattedMessage
                  id="comments.form.signedOut"
                  defaultMessage="You will be asked to register or log in first. What you wrote is kept."
                />
              )}
            </p>
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="comments.form.submit" defaultMessage="Post comment" />
            </Button>
          </div>
          <p role="status" className={styles.posted}>
            {posted && <FormattedMessage id="comments.form.posted" defaultMessage="Your comment is posted" />}
          </p>
          {!dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />}
        </form>
      )}
    />
  );
}
