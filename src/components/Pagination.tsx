import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import * as styles from './Pagination.module.css';

export interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  /** The address of a page: links, so every page has its URL and opens in a new tab like any link. */
  readonly hrefFor: (page: number) => string;
}

/** Page numbers to show: all of a short list; else the ends and the neighbours of the current page. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && n - before > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/** Numbered pages of a list; nothing for a single page. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'pagination.label', defaultMessage: 'Pages' })}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={styles.step} rel="prev">
              <FormattedMessage id="pagination.previous" defaultMessage="Previous" />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <FormattedMessage id="pagination.previous" defaultMessage="Previous" />
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true" />
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                className={`${styles.number} ${item === page ? styles.current : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pagination.page', defaultMessage: 'Page {page}' }, { page: item })}
              >
                {intl.formatNumber(item)}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={hrefFor(page + 1)} className={styles.step} rel="next">
              <FormattedMessage id="pagination.next" defaultMessage="Next" />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <FormattedMessage id="pagination.next" defaultMessage="Next" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
