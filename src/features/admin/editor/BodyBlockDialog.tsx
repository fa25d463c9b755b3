import { useId, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import * as styles from './RichTextEditor.module.css';

export interface BodyBlockDialogProps {
  /** A block selected in the text is edited (its title, "Save"); otherwise one is added (its title, "Insert"). */
  readonly editing: boolean;
  readonly addTitle: string;
  readonly editTitle: string;
  /** Checks and applies; the dialog stays open when it answers false (a field says why). */
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A story block's dialog (a picture, a gallery, an embed): the site's modal dialog (focus moves in and stays, Esc
 * closes, focus returns to the toolbar's button), rendered into <body> because the editor sits in the article's
 * form and a form may not hold another; its own submit never reaches the article's form.
 */
export function BodyBlockDialog({ editing, addTitle, editTitle, onSubmit, onClose, children }: BodyBlockDialogProps) {
  const intl = useIntl();
  const id = useId();
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events up its own tree, through the portal: the article's form must not see this submit.
    event.stopPropagation();
    onSubmit();
  };
  return createPortal(
    <Dialog open onClose={onClose} labelledBy={`${id}-title`} size="wide">
      <form className={styles.linkForm} onSubmit={send} noValidate>
        <h2 id={`${id}-title`} className={styles.linkTitle}>
          {editing ? editTitle : addTitle}
        </h2>
        {children}
        <div className={styles.linkActions}>
          <Button type="submit">
            {editing
              ? intl.formatMessage({ id: 'admin.editor.dialog.save', defaultMessage: 'Save' })
              : intl.formatMessage({ id: 'admin.editor.dialog.insert', defaultMessage: 'Insert' })}
          </Button>
          <Button variant="link" onClick={onClose}>
            <FormattedMessage id="admin.editor.linkDialog.cancel" defaultMessage="Cancel" />
          </Button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
