import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { unlessBusy } from './Button';
import * as styles from './Button.module.css';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  readonly href: string;
  readonly variant?: 'primary' | 'secondary';
  /** While true it shows progress and its clicks do nothing (as Button's). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * A link drawn as a button: an action that is also an address, so it works before the page's scripts run and
 * without them (the server renders where it leads); with scripts, `onClick` may do it in place instead.
 */
export function ButtonLink({ variant = 'primary', busy = false, onClick, children, ...rest }: ButtonLinkProps) {
  return (
    <a
      {...rest}
      className={`${styles.button} ${styles[variant]}`}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={unlessBusy(busy, onClick)}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </a>
  );
}
