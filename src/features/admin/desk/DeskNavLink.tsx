import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import * as styles from './Desk.module.css';
import { useDesk } from './DeskContext';

export interface DeskNavLinkProps {
  readonly href: string;
  readonly children: ReactNode;
}

/**
 * One entry of the desk's navigation: marked as the current page on its own address and every one below it, and
 * absent for a role the screen is not for (shown disabled, it would only say "not for you" on every page).
 */
export const DeskNavLink = observer(function DeskNavLink({ href, children }: DeskNavLinkProps) {
  const desk = useDesk();
  const [current] = useRoute(`${href}/*?`);
  if (!desk.mayOpen(href)) return null;
  return (
    <li>
      <Link href={href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
});
