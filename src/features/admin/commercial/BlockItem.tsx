import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminCommercialBlock } from '../../../../contracts/adminCommercial';
import type { Category } from '../../../../contracts/content';
import { useStores } from '../../../hooks/StoresContext';
import type { CommercialDeskStore } from '../../../stores/admin/CommercialDeskStore';
import { blockTitle } from './blockTitle';
import * as styles from './Commercial.module.css';
import { positionNames } from './commercialMessages';
import { LOCALE_NAMES } from '../../../i18n/locales';

export interface BlockItemProps {
  readonly block: AdminCommercialBlock;
  readonly commercial: CommercialDeskStore;
  readonly first: boolean;
  readonly last: boolean;
  readonly titleId: string;
  readonly categories: readonly Category[];
}

/** One block of the list: what it is, where and when it shows, and its controls (named with its title). */
export const BlockItem = observer(function BlockItem({ block, commercial, first, last, titleId, categories }: BlockItemProps) {
  const intl = useIntl();
  const { locale } = useStores();
  const title = blockTitle(block, locale);
  const state = commercial.stateOf(block);
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  // The end is stored as the moment after the last day: the editor chose the day before it.
  const lastDay = block.endAt ? day(new Date(Date.parse(block.endAt) - 1).toISOString()) : null;
  const firstDay = block.startAt ? day(block.startAt) : null;
  const dates =
    firstDay && lastDay
      ? intl.formatMessage({ id: 'admin.commercial.dates.range', defaultMessage: '{first} to {last}' }, { first: firstDay, last: lastDay })
      : firstDay
        ? intl.formatMessage({ id: 'admin.commercial.dates.from', defaultMessage: 'From {first}' }, { first: firstDay })
        : lastDay
          ? intl.formatMessage({ id: 'admin.commercial.dates.until', defaultMessage: 'Until {last}' }, { last: lastDay })
          : intl.formatMessage({ id: 'admin.commercial.dates.always', defaultMessage: 'No dates: always' });
  const section = block.categoryId ? categories.find((category) => category._id === block.categoryId)?.data[locale].name : null;
  const stateText = {
    shown: intl.formatMessage({ id: 'admin.commercial.state.shown', defaultMessage: 'On the site' }),
    off: intl.formatMessage({ id: 'admin.commercial.state.off', defaultMessage: 'Switched off' }),
    upcoming: intl.formatMessage({ id: 'admin.commercial.state.upcoming', defaultMessage: 'Not started yet' }),
    ended: intl.formatMessage({ id: 'admin.commercial.state.ended', defaultMessage: 'Ended' }),
  }[state];
  const moveButton = (direction: 'up' | 'down', disabled: boolean) => (
    <button
      type="button"
      className={styles.control}
      data-move={`${direction}:${block._id}`}
      // aria-disabled, not disabled: the button keeps focus when a move brings its block to the end.
      aria-disabled={disabled || undefined}
      aria-describedby={titleId}
      onClick={() => {
        if (!disabled) void commercial.move(block._id, direction);
      }}
    >
      {direction === 'up' ? (
        <FormattedMessage id="admin.commercial.moveUp" defaultMessage="Move up" />
      ) : (
        <FormattedMessage id="admin.commercial.moveDown" defaultMessage="Move down" />
      )}
    </button>
  );
  return (
    <li className={`${styles.block} ${block.enabled ? '' : styles.blockOff}`}>
      <img className={styles.thumb} src={block.image.path} width={block.image.width} height={block.image.height} alt="" />
      <div className={styles.about}>
        <h3 id={titleId} className={styles.blockTitle} lang={title.lang}>
          {title.text}
        </h3>
        <p className={styles.meta}>
          <span>{intl.formatMessage(positionNames[block.position])}</span>
          {section && <span>{section}</span>}
          <span>{intl.formatList(block.locales.map((shown) => LOCALE_NAMES[shown]))}</span>
          <span>{dates}</span>
        </p>
        <p className={`${styles.badge} ${styles[`badge_${state}`] ?? ''}`}>{stateText}</p>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={block.enabled}
          aria-describedby={titleId}
          onClick={() => void commercial.setEnabled(block._id, !block.enabled)}
        >
          <span className={styles.track} aria-hidden="true" />
          <FormattedMessage id="admin.commercial.switch" defaultMessage="Show on the site" />
        </button>
        {moveButton('up', first)}
        {moveButton('down', last)}
        <button type="button" className={styles.control} aria-describedby={titleId} onClick={() => commercial.openEdit(block._id)}>
          <FormattedMessage id="admin.commercial.edit" defaultMessage="Edit" />
        </button>
        <button type="button" className={`${styles.control} ${styles.danger}`} aria-describedby={titleId} onClick={() => commercial.askDelete(block._id)}>
          <FormattedMessage id="admin.commercial.delete" defaultMessage="Delete" />
        </button>
      </div>
    </li>
  );
});
