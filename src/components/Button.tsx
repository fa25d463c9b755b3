import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Button.module.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  readonly variant?: 'primary' | 'secondary' | 'link';
  /** While true the button shows progress and ignores clicks: no double submit. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/** A click while busy does nothing; aria-disabled rather than disabled keeps the control focusable and announced. */
export function unlessBusy<E extends { preventDefault(): void }>(busy: boolean, onClick: ((event: E) => void) | undefined): (event: E) => void {
  return (event) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

export function Button({ variant = 'primary', busy = false, type = 'button', onClick, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`${styles.button} ${styles[variant]}`}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={unlessBusy(busy, onClick)}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
