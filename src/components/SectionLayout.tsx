import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../contracts/common';
import type { CommercialBlock } from '../../contracts/content';
import { CommercialBlocks } from './CommercialBlocks';
import { SectionHeader, type SectionLink } from './SectionHeader';
import * as styles from './SectionLayout.module.css';

/** Where a section page sits: its title, the trail below the homepage, and its subsections. */
export interface SectionPlace {
  readonly title: string;
  /** The section's own name (the subsections' navigation is named after it). */
  readonly sectionName: string;
  readonly crumbs: readonly { readonly href: string; readonly label: string }[];
  /** The section as a whole, first of the subsection links. */
  readonly all: { readonly href: string; readonly current: boolean };
  readonly links: readonly SectionLink[];
}

export interface SectionLayoutProps {
  readonly place: SectionPlace;
  readonly intro?: ReactNode;
  readonly titleRef?: Ref<HTMLHeadingElement>;
  /**
   * The page's sponsors: the "top" ones after the list (editorial first: a reader's first screen is the section's
   * stories, never an advertisement), the side ones in a column beside it on wide screens.
   */
  readonly blocks: readonly CommercialBlock[];
  readonly locale: Locale;
  readonly children: ReactNode;
}

/** A section page (articles or multimedia): its header, the list with the side column, then its sponsors. */
export function SectionLayout({ place, intro, titleRef, blocks, locale, children }: SectionLayoutProps) {
  const intl = useIntl();
  const hasSide = blocks.some((block) => block.position === 'side');
  return (
    <>
      <SectionHeader
        crumbs={[{ href: '/', label: intl.formatMessage({ id: 'section.home', defaultMessage: 'Home' }) }, ...place.crumbs]}
        title={place.title}
        titleRef={titleRef}
        intro={intro}
        links={[
          { ...place.all, label: intl.formatMessage({ id: 'category.all', defaultMessage: 'All' }) },
          ...place.links,
        ]}
        linksLabel={intl.formatMessage(
          { id: 'category.subsections', defaultMessage: 'Subsections of {name}' },
          { name: place.sectionName },
        )}
      />
      <div className={`${styles.layout} ${hasSide ? styles.withSide : ''}`}>
        <div className={styles.main}>
          {children}
          <CommercialBlocks blocks={blocks} locale={locale} position="top" />
        </div>
        {hasSide && (
          <div className={styles.side}>
            <CommercialBlocks blocks={blocks} locale={locale} position="side" />
          </div>
        )}
      </div>
    </>
  );
}
