import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import * as styles from './Desk.module.css';

export interface DeskNavLinkProps {
  readonly href: string;
  readonly children: ReactNode;
}

/** One entry of the desk's navigation: marked as the current page on its own address and every one below it. */
export function DeskNavLink({ href, children }: DeskNavLinkProps) {
  const [current] = useRoute(`${href}/*?`);
  return (
    <li>
      <Link href={href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}
