import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from './Dialog';
import * as styles from './Popup.module.css';

/**
 * What the popup host gives every popup component: its props from the store (`P`, the popup's entry in
 * PopupsStore's PopupProps), how to close it, its exit.
 */
export interface PopupComponentProps<P> {
  readonly props: P;
  readonly onClose: () => void;
  readonly closing: boolean;
}

export interface PopupFrameProps {
  readonly title: ReactNode;
  /** A subtitle or intro shown under the title and read with the dialog's name (its aria-describedby). */
  readonly description?: ReactNode;
  readonly onClose: () => void;
  /** Set during the 100 ms exit: the popup fades out and ignores input. */
  readonly closing?: boolean;
  readonly size?: 'narrow' | 'wide' | 'full';
  readonly children: ReactNode;
}

/**
 * A popup: the site's modal Dialog (focus moved in and trapped, Esc, focus back to the opener, the page behind
 * still) with a title, a Close button and a body. Esc and Close go through onClose, so the store stays the
 * source of truth.
 */
export function Popup({ title, description, onClose, closing = false, size = 'narrow', children }: PopupFrameProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      size={size}
      closing={closing}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <FormattedMessage id="popup.close" defaultMessage="Close" />
        </button>
      </div>
      <div className={styles.body}>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </Dialog>
  );
}
