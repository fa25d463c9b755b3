import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { IntentHandlers } from '../hooks/useFormOnIntent';
import { Button } from './Button';
import { ScriptNeeded } from './ScriptNeeded';
import * as styles from './CommentForm.module.css';

export interface CommentFormLayoutProps {
  readonly formRef?: Ref<HTMLFormElement>;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  /** The placeholder's listeners for a reader's first approach (hooks/useFormOnIntent). */
  readonly intent?: IntentHandlers | undefined;
  readonly field: ReactNode;
  readonly signedInAs: string | undefined;
  readonly submitting?: boolean;
  readonly posted?: boolean;
  readonly error?: ReactNode;
}

/** The comment box's markup, the same with or without the form library loaded (CommentForm, CommentFormPlaceholder). */
export function CommentFormLayout({ formRef, onSubmit, intent, field, signedInAs, submitting = false, posted = false, error }: CommentFormLayoutProps) {
  return (
    <>
      <ScriptNeeded>
        <FormattedMessage
          id="comments.form.needsScript"
          defaultMessage="Commenting needs JavaScript. Turn it on in your browser to join the conversation."
        />
      </ScriptNeeded>
      <form
      ref={formRef}
      className={`${styles.form} needs-script`}
      onSubmit={onSubmit}
      {...intent}
      noValidate
    >
      {field}
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
      {error}
    </form>
    </>
  );
}
