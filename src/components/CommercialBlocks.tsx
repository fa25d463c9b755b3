import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../contracts/common';
import type { CommercialBlock } from '../../contracts/content';
import * as styles from './CommercialBlocks.module.css';
import { Picture } from './Picture';
import { Phrased } from './Phrased';

// One label per place: two sponsor regions on a page must not share a name.
const LABELS = defineMessages({
  top: { id: 'commercial.region.top', defaultMessage: 'Sponsored, top of the page' },
  side: { id: 'commercial.region.side', defaultMessage: 'Sponsored, beside the page' },
  inline: { id: 'commercial.region.inline', defaultMessage: 'Sponsored, within the page' },
  all: { id: 'commercial.region.all', defaultMessage: 'Sponsored' },
});

export interface CommercialBlocksProps {
  readonly blocks: readonly CommercialBlock[];
  readonly locale: Locale;
  /** Only the blocks for this place on the page; all of them when not given. */
  readonly position?: CommercialBlock['position'];
  /** The page's own placement of the region (a grid column, say). */
  readonly className?: string;
}

/**
 * Sponsors' blocks (SPEC §2 commercial setup), always marked as advertising so no reader takes them for
 * editorial content. Links leave the site: rel="sponsored" tells search engines, noopener protects the page.
 */
export function CommercialBlocks({ blocks, locale, position, className }: CommercialBlocksProps) {
  const intl = useIntl();
  const shown = position ? blocks.filter((block) => block.position === position) : blocks;
  if (shown.length === 0) return null;
  const label = intl.formatMessage(LABELS[position ?? 'all']);
  return (
    <aside className={`${styles.region} ${styles[position ?? 'inline']} no-print ${className ?? ''}`} aria-label={label}>
      {shown.map((block) => {
        const text = block.data[locale];
        return (
          <div key={block._id} className={styles.block}>
            <p className={styles.badge}>
              <FormattedMessage id="commercial.badge" defaultMessage="Advertisement" />
            </p>
            <a className={styles.link} href={block.href} target="_blank" rel="sponsored noopener">
              <Picture image={block.image} alt="" sizes="(max-width: 767px) 100vw, 360px" className={styles.image} />
              <span className={styles.text}>
                <span className={styles.title}>
                  <Phrased text={text.title} />
                </span>
                <span className={styles.copy}>
                  <Phrased text={text.text} />
                </span>
                <span className={styles.cta}>
                  <Phrased text={text.cta} />
                  <span className="visually-hidden">
                    <FormattedMessage id="commercial.newWindow" defaultMessage="(opens in a new window)" />
                  </span>
                </span>
              </span>
            </a>
          </div>
        );
      })}
    </aside>
  );
}
