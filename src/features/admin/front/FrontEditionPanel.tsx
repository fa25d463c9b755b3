import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FRONT_FILLS } from '../../../../contracts/adminFrontPage';
import type { Locale } from '../../../../contracts/common';
import type { FrontPageStore } from '../../../stores/admin/FrontPageStore';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Front.module.css';
import { FrontPlaceItem } from './FrontPlaceItem';
import { fillNames, frontFieldNames, placeName } from './frontMessages';

/**
 * One edition's front: how empty places are filled, and the places in order. After a move the focus stays with
 * the moved story (on the same button, or the other one at an end), and the move is said aloud.
 */
export const FrontEditionPanel = observer(function FrontEditionPanel({ front, edition }: { readonly front: FrontPageStore; readonly edition: Locale }) {
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  const moved = front.moved?.edition === edition ? front.moved : null;
  useEffect(() => {
    if (!moved) return;
    const item = list.current?.querySelector(`[data-place="${moved.to}"]`);
    const direction = moved.to < moved.from ? 'up' : 'down';
    const buttons = [item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`), item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')];
    // Only a move made by keyboard or pointer on this list takes the focus back into it.
    if (list.current?.contains(document.activeElement) || document.activeElement === document.body) buttons.find((button) => button && !button.disabled)?.focus();
  }, [moved]);
  const values = front.values?.[edition];
  if (!values) return null;
  const views = front.placesOf(edition);
  return (
    <div className={desk.texts}>
      <fieldset className={desk.roomy}>
        <legend className={desk.legend}>{intl.formatMessage(frontFieldNames.fill)}</legend>
        <div className={styles.fills}>
          {FRONT_FILLS.map((fill) => (
            <label key={fill} className={styles.fill}>
              <input type="radio" name={`front-fill-${edition}`} value={fill} checked={values.fill === fill} onChange={() => front.setFill(edition, fill)} />
              {intl.formatMessage(fillNames[fill])}
            </label>
          ))}
        </div>
      </fieldset>
      <p className={desk.hint}>
        {intl.formatMessage({
          id: 'admin.front.order.hint',
          defaultMessage: 'Order the places with Move up and Move down, or drag a place by its handle. An automatic place shows the story the rule puts there now.',
        })}
      </p>
      <ol ref={list} className={styles.places}>
        {views.map((view) => (
          <FrontPlaceItem key={view.place?.articleId ?? `empty-${view.index}`} front={front} edition={edition} view={view} last={view.index === views.length - 1} />
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {moved &&
          intl.formatMessage(
            { id: 'admin.front.moved', defaultMessage: '“{title}” moved to {place}' },
            { title: views[moved.to]?.story?.title ?? '', place: placeName(intl, moved.to) },
          )}
      </p>
    </div>
  );
});
