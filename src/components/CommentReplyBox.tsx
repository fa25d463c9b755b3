import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { COMMENT_MAX_LENGTH } from '../../contracts/communityShapes';
import type { LocalizedError } from '../i18n/formErrors';
import type { ActionOutcome, CommentValues } from '../lib/community';
import * as styles from './CommentList.module.css';
import { FormError } from './FormError';
import { SubmitOrCancel } from './SubmitOrCancel';

export interface CommentReplyBoxProps {
  /** What the box is for: a reply under a comment, or the author's change of their own. */
  readonly purpose: 'reply' | 'edit';
  readonly initialText?: string | undefined;
  readonly onSubmit: (values: CommentValues) => Promise<ActionOutcome<CommentValues>>;
  readonly onCancel: () => void;
}

/**
 * The small box under a comment, to reply or to change one's own text. It opens on a click (the page is
 * hydrated by then), so it needs no form library: the store validates and sends, the box shows what it said.
 */
export function CommentReplyBox({ purpose, initialText, onSubmit, onCancel }: CommentReplyBoxProps) {
  const id = useId();
  const [text, setText] = useState(initialText ?? '');
  const [error, setError] = useState<LocalizedError | undefined>();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const outcome = await onSubmit({ text });
    setSending(false);
    if ('errors' in outcome) setError(outcome.errors.text ?? outcome.errors.form);
  };
  return (
    <form className={styles.box} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className={styles.boxLabel}>
        {purpose === 'reply' ? (
          <FormattedMessage id="comments.reply.label" defaultMessage="Your reply" />
        ) : (
          <FormattedMessage id="comments.edit.label" defaultMessage="Edit your comment" />
        )}
      </label>
      <textarea
        id={id}
        className={styles.boxText}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        // Opened by the reader's own click on Reply or Edit: the box is where they meant to go.
        autoFocus
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <FormError className={styles.boxError} error={error} />
      <SubmitOrCancel
        busy={sending}
        onCancel={onCancel}
        submitLabel={
          purpose === 'reply' ? (
            <FormattedMessage id="comments.reply.submit" defaultMessage="Post reply" />
          ) : (
            <FormattedMessage id="comments.edit.submit" defaultMessage="Save changes" />
          )
        }
      />
    </form>
  );
}
