import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { checkLinkUrl, LINK_SCHEMES, type LinkRefusal } from '../../../lib/linkUrl';
import * as styles from './RichTextEditor.module.css';

const REFUSALS = defineMessages<LinkRefusal>({
  required: { id: 'admin.editor.linkDialog.required', defaultMessage: 'Enter the address to link to' },
  scheme: {
    id: 'admin.editor.linkDialog.scheme',
    defaultMessage: 'This kind of address is not allowed. Use a web address or an email address ({schemes})',
  },
  invalid: {
    id: 'admin.editor.linkDialog.invalid',
    defaultMessage: 'This is not a web or email address: check it for typing errors',
  },
});

export interface LinkDialogProps {
  /** The link's address when the caret is in one (edit or remove), or '' to add one. */
  readonly href: string;
  readonly onApply: (href: string) => void;
  readonly onRemove: () => void;
  readonly onClose: () => void;
}

/**
 * Add, change or remove a link. The site's modal dialog (focus moves in and stays, Esc closes, focus returns to
 * the link button). It is rendered into <body>: the editor sits in the article's form, and a form may not hold
 * another. The address is checked on Apply (src/lib/linkUrl.ts) and the refusal says why.
 */
export function LinkDialog({ href, onApply, onRemove, onClose }: LinkDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [typed, setTyped] = useState(href);
  const [refusal, setRefusal] = useState<LinkRefusal | null>(null);
  const editing = href !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events up its own tree, through the portal: the article's form must not see this submit.
    event.stopPropagation();
    const checked = checkLinkUrl(typed);
    if (checked.ok) onApply(checked.href);
    else setRefusal(checked.reason);
  };

  return createPortal(
    <Dialog open onClose={onClose} labelledBy={`${id}-title`}>
      <form className={styles.linkForm} onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className={styles.linkTitle}>
          {editing ? (
            <FormattedMessage id="admin.editor.linkDialog.editTitle" defaultMessage="Edit link" />
          ) : (
            <FormattedMessage id="admin.editor.linkDialog.addTitle" defaultMessage="Add a link" />
          )}
        </h2>
        <div className={styles.linkField}>
          <label htmlFor={`${id}-url`} className={styles.linkLabel}>
            <FormattedMessage id="admin.editor.linkDialog.url" defaultMessage="Address" />
          </label>
          <input
            id={`${id}-url`}
            className={styles.linkInput}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={typed}
            data-autofocus
            aria-invalid={refusal !== null || undefined}
            aria-describedby={refusal ? `${id}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefusal(null);
            }}
          />
          <p id={`${id}-hint`} className={styles.linkHint}>
            <FormattedMessage
              id="admin.editor.linkDialog.hint"
              defaultMessage="A web address ({web}), an email address, or a page of this site ({path})"
              values={{ web: 'example.com', path: '/en/…' }}
            />
          </p>
          {refusal && (
            <p id={`${id}-error`} className={styles.linkError} role="alert">
              {intl.formatMessage(REFUSALS[refusal], { schemes: LINK_SCHEMES.join(' ') })}
            </p>
          )}
        </div>
        <div className={styles.linkActions}>
          <Button type="submit">
            <FormattedMessage id="admin.editor.linkDialog.apply" defaultMessage="Apply" />
          </Button>
          {editing && (
            <Button variant="secondary" onClick={onRemove}>
              <FormattedMessage id="admin.editor.linkDialog.remove" defaultMessage="Remove link" />
            </Button>
          )}
          <Button variant="link" onClick={onClose}>
            <FormattedMessage id="admin.editor.linkDialog.cancel" defaultMessage="Cancel" />
          </Button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
