import type { FormEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { IntentHandlers } from '../hooks/useFormOnIntent';
import { COMMENT_FIELD } from './commentField';
import { CommentFormLayout } from './CommentFormLayout';
import { FieldFrame } from './FieldFrame';
import * as fieldStyles from './FieldFrame.module.css';
import * as styles from './TextAreaField.module.css';

const NO_ERROR = {};

export interface CommentFormPlaceholderProps {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly intent: IntentHandlers;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly signedInAs: string | undefined;
  readonly initialText: string | undefined;
}

/**
 * The comment box as the server renders it and the page first hydrates it: the form's markup with a plain
 * textarea, until a reader comes to it and the form library loads (CommentFormSlot).
 */
export function CommentFormPlaceholder({ formRef, intent, onSubmit, signedInAs, initialText }: CommentFormPlaceholderProps) {
  const intl = useIntl();
  const { required, ...textarea } = COMMENT_FIELD;
  return (
    <CommentFormLayout
      formRef={formRef}
      intent={intent}
      onSubmit={onSubmit}
      signedInAs={signedInAs}
      field={
        <FieldFrame meta={NO_ERROR} label={intl.formatMessage({ id: 'comments.form.label', defaultMessage: 'Your comment' })} required={required}>
          {(control) => (
            <textarea
              {...textarea}
              {...control}
              defaultValue={initialText}
              placeholder={intl.formatMessage({ id: 'comments.form.placeholder', defaultMessage: 'Share your thoughts…' })}
              className={`${fieldStyles.input} ${styles.textarea}`}
            />
          )}
        </FieldFrame>
      }
    />
  );
}
