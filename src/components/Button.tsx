import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Button.module.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  readonly variant?: 'primary' | 'secondary' | 'link';
  /** While true the button shows progress and ignores clicks: no double submit. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

export function Button({ variant = 'primary', busy = false, type = 'button', onClick, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`${styles.button} ${styles[variant]}`}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // aria-disabled rather than disabled keeps the button focusable and announced while it works.
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
