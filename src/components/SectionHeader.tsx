import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import * as styles from './SectionHeader.module.css';

export interface SectionLink {
  readonly href: string;
  readonly label: string;
  readonly current: boolean;
}

export interface SectionHeaderProps {
  /** The trail above the title, from the home page down; the last one is the page itself. */
  readonly crumbs: readonly { readonly href: string; readonly label: string }[];
  readonly title: string;
  readonly intro?: ReactNode;
  /** The section's subsections, the one shown marked current. */
  readonly links: readonly SectionLink[];
  readonly linksLabel: string;
  /** The title takes focus when the reader moves to another page of the list. */
  readonly titleRef?: Ref<HTMLHeadingElement>;
}

/** A section page's head: breadcrumb, serif title, and the row of subsections. */
export function SectionHeader({ crumbs, title, intro, links, linksLabel, titleRef }: SectionHeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <nav aria-label={intl.formatMessage({ id: 'section.breadcrumb', defaultMessage: 'Breadcrumb' })}>
        <ol className={styles.crumbs}>
          {crumbs.map((crumb, index) => (
            <li key={crumb.href}>
              <Link href={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1 ref={titleRef} className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {intro !== undefined && <p className={styles.intro}>{intro}</p>}
      {links.length > 0 && (
        <nav aria-label={linksLabel}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={`${styles.link} ${link.current ? styles.current : ''}`}
                  aria-current={link.current ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
