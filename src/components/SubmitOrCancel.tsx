import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import * as styles from './CommentList.module.css';

export interface SubmitOrCancelProps {
  readonly submitLabel: ReactNode;
  readonly busy: boolean;
  readonly onCancel: () => void;
}

/** A small form's two buttons: send it, or leave it (the reply and edit boxes, the report dialog). */
export function SubmitOrCancel({ submitLabel, busy, onCancel }: SubmitOrCancelProps) {
  return (
    <div className={styles.boxActions}>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        <FormattedMessage id="comments.box.cancel" defaultMessage="Cancel" />
      </Button>
    </div>
  );
}
