import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import * as styles from './Dialog.module.css';

export interface DialogProps {
  /** Shown (showModal) while true; a dialog that is always mounted, like the burger menu, toggles it. */
  readonly open: boolean;
  /** Esc, and a click on the backdrop where allowed, ask to close: the owner decides (and sets `open`). */
  readonly onClose: () => void;
  /** The id of the dialog's heading, which names it. */
  readonly labelledBy: string;
  /** The id of a text read with the dialog's name. */
  readonly describedBy?: string;
  /** A box in the middle (the popups) or a full-height panel from the left (the burger menu). */
  readonly variant?: 'centered' | 'sidePanel';
  /** `full`: the whole screen, dark whatever the scheme (the picture lightbox). */
  readonly size?: 'narrow' | 'wide' | 'full';
  /** Set during an exit: the dialog fades out and ignores input. */
  readonly closing?: boolean;
  /**
   * A click on the backdrop closes. Off for the popups: they hold forms, and a stray click beside one must not
   * throw away what the reader typed. The content must fill the <dialog> box, so that a click whose target is the
   * <dialog> itself can only have landed on the backdrop.
   */
  readonly closeOnBackdrop?: boolean;
  readonly id?: string;
  readonly children: ReactNode;
}

/** The element that had focus when each dialog opened. */
const openers = new WeakMap<Element, HTMLElement | null>();

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The controls Tab can reach: hidden ones (a collapsed subsection list) and ones taken out of the tab order (a
 * form's honeypot, tabindex -1) are skipped, as the browser skips them.
 */
function tabbable(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Where focus goes back to: the dialog's opener or, when that sat in a dialog that has gone or is going since
 * (sign-in → restore → its success), that dialog's opener, and so on up the chain.
 */
function returnTarget(dialog: HTMLDialogElement): HTMLElement | null {
  let target = openers.get(dialog) ?? null;
  const seen = new Set<Element>();
  while (target) {
    const holder = target.closest('dialog');
    if (target.isConnected && (!holder || (holder.open && !holder.inert))) return target;
    if (!holder || seen.has(holder)) return null;
    seen.add(holder);
    target = openers.get(holder) ?? null;
  }
  return null;
}

/**
 * The site's one modal dialog (docs/decisions/006, 026), on the platform's <dialog>: showModal() makes the page
 * behind inert, and on top of it this adds what the platform leaves open. Focus moves in (to `[data-autofocus]`
 * or the first control), Tab and Shift+Tab wrap inside, Esc (real or synthetic) asks the owner to close, the page
 * behind does not scroll, and focus returns to the opener once the dialog is gone.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  variant = 'centered',
  size = 'narrow',
  closing = false,
  closeOnBackdrop = false,
  id,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect: its cleanup runs before React removes the <dialog>, so focus is back on the opener by the
  // time the dialog is gone.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    openers.set(dialog, document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabbable(dialog)[0])?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = returnTarget(dialog);
      // Another dialog still up (the next popup of a chain, or the menu a popup was opened from) keeps the focus
      // it has, unless the target is inside it.
      const others = Array.from(document.querySelectorAll('dialog[open]')).filter(
        (other) => other !== dialog && !(other as HTMLDialogElement).inert,
      );
      if (target && others.every((other) => other.contains(target))) target.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here as well as in onCancel: a synthetic Esc (assistive tech, tests) fires no cancel event.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = tabbable(ref.current);
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

  // A pointer shortcut; Esc and the owner's close button are the keyboard's ways out.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  const classes = [
    styles.dialog,
    variant === 'sidePanel' ? styles.sidePanel : styles.centered,
    variant === 'centered' && size === 'wide' ? styles.wide : '',
    variant === 'centered' && size === 'full' ? styles.full : '',
    closing ? styles.closing : '',
  ];
  return (
    <dialog
      ref={ref}
      id={id}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      inert={closing || undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {children}
    </dialog>
  );
}
