import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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

export interface PopupProps {
  readonly title: ReactNode;
  /** A subtitle or intro shown under the title and read with the dialog's name (its aria-describedby). */
  readonly description?: ReactNode;
  readonly onClose: () => void;
  /** Set during the 100 ms exit: the popup fades out and ignores input. */
  readonly closing?: boolean;
  readonly size?: 'narrow' | 'wide';
  readonly children: ReactNode;
}

/** Who opened each dialog: a popup opened from inside another one returns focus to the first one's opener. */
const openers = new WeakMap<Element, HTMLElement | null>();

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the platform's <dialog>: showModal() makes the page behind inert, Esc closes (through
 * onClose, so the store stays the source of truth), Tab cycles inside, and focus returns to the opener.
 */
export function Popup({ title, description, onClose, closing = false, size = 'narrow', children }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect: its cleanup runs before React removes the <dialog>, so focus is back on the opener by
  // the time the popup is gone.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const parentDialog = active?.closest('dialog');
    const opener = parentDialog ? (openers.get(parentDialog) ?? null) : active;
    openers.set(dialog, opener);
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      const anotherIsOpen = Array.from(document.querySelectorAll('dialog[open]')).some((other) => other !== dialog);
      if (dialog.open) dialog.close();
      if (!anotherIsOpen && opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here as well as in onCancel: a synthetic Esc (assistive tech, tests) fires no cancel event.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''} ${closing ? styles.closing : ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      inert={closing || undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
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
    </dialog>
  );
}
