import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import { Button } from './Button';
import * as styles from './CommentForm.module.css';
import { FormError } from './FormError';
import { TextAreaField } from './TextAreaField';

export interface CommentFormValues {
  readonly text?: string;
}

/** What a submit came to: errors to show (per field, or the form's), and whether to empty the box. */
export interface CommentSubmitResult {
  readonly errors?: Readonly<Record<string, LocalizedError>>;
  /** The comment was posted: the box empties. A draft or a refusal keeps the text. */
  readonly clear?: boolean;
}

export interface CommentFormProps {
  /** The signed-in reader's name, as the comment will be signed; undefined when signed out. */
  readonly signedInAs?: string;
  /** Text to start with: a comment written while signed out, waiting for sign-in. */
  readonly initialText?: string;
  readonly onSubmit: (values: CommentFormValues) => Promise<CommentSubmitResult>;
}

/** The comment box. Validation happens on submit (SPEC §5); typing hides the message again. */
export function CommentForm({ signedInAs, initialText, onSubmit }: CommentFormProps) {
  const intl = useIntl();
  return (
    <Form<CommentFormValues>
      initialValues={{ text: initialText }}
      onSubmit={async (values, form) => {
        const result = await onSubmit(values);
        if (result.clear) setTimeout(() => form.reset({}));
        return result.errors;
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <Field
            name="text"
            component={TextAreaField}
            label={intl.formatMessage({ id: 'comments.form.label', defaultMessage: 'Your comment' })}
            placeholder={intl.formatMessage({ id: 'comments.form.placeholder', defaultMessage: 'Share your thoughts…' })}
            rows={4}
            maxLength={5000}
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
                  defaultMessage="You will be asked to register or sign in first. What you wrote is kept."
                />
              )}
            </p>
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="comments.form.submit" defaultMessage="Post comment" />
            </Button>
          </div>
          {!dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />}
        </form>
      )}
    />
  );
}
