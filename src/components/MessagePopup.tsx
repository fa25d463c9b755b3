import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import * as styles from './MessagePopup.module.css';
import { Popup } from './Popup';

export interface MessagePopupProps {
  readonly title: ReactNode;
  /** What happened and what to do next; read with the dialog's name. */
  readonly body?: ReactNode;
  readonly onClose: () => void;
  readonly closing?: boolean;
  /** The one button. By default 'OK', which closes the popup. */
  readonly action?: { readonly label: ReactNode; readonly onClick: () => void };
}

/** A popup that only tells the reader something (a success, a confirmation): a title, a text, one button. */
export function MessagePopup({ title, body, onClose, closing = false, action }: MessagePopupProps) {
  return (
    <Popup title={title} description={body} onClose={onClose} closing={closing}>
      <div className={styles.actions}>
        <Button onClick={action?.onClick ?? onClose} data-autofocus>
          {action?.label ?? <FormattedMessage id="popup.ok" defaultMessage="OK" />}
        </Button>
      </div>
    </Popup>
  );
}
