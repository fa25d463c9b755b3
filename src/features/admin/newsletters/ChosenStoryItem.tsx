import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { IssueStory } from '../../../../contracts/adminNewsletters';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import type { IssueEditorStore } from '../../../stores/admin/IssueEditorStore';
import * as styles from './Newsletters.module.css';

export interface ChosenStoryItemProps {
  readonly editor: IssueEditorStore;
  readonly story: IssueStory;
  readonly index: number;
  readonly last: boolean;
}

/**
 * One chosen story, numbered in the issue's order: moved up or down by its buttons (the focus stays on the button
 * pressed, on the story's new place) and removed by another.
 */
export const ChosenStoryItem = observer(function ChosenStoryItem({ editor, story, index, last }: ChosenStoryItemProps) {
  const intl = useIntl();
  const item = useRef<HTMLLIElement>(null);
  const moved = editor.moved?.id === story._id ? editor.moved : null;
  useEffect(() => {
    if (!moved) return;
    // The button that moved it, unless the story now sits at the end that button cannot go past.
    const stuck = moved.by === -1 ? moved.to === 0 : last;
    const direction = (moved.by === -1) !== stuck ? 'up' : 'down';
    item.current?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`)?.focus();
  }, [moved, last]);
  const title = story.title;
  const names = {
    up: intl.formatMessage({ id: 'admin.issues.story.moveUp', defaultMessage: 'Move “{title}” up' }, { title }),
    down: intl.formatMessage({ id: 'admin.issues.story.moveDown', defaultMessage: 'Move “{title}” down' }, { title }),
    remove: intl.formatMessage({ id: 'admin.issues.story.remove', defaultMessage: 'Remove “{title}” from the issue' }, { title }),
  };
  return (
    <li ref={item} className={styles.chosen}>
      <span className={styles.number} aria-hidden="true">
        {intl.formatNumber(index + 1)}
      </span>
      <span className={styles.storyText} lang={LOCALE_LIST[editor.edition].lang}>
        <span className={styles.storyTitle}>{title}</span>
        {story.standfirst && <span className={styles.storyMeta}>{story.standfirst}</span>}
      </span>
      <span className={styles.storyActions}>
        <Button data-move="up" variant="secondary" aria-label={names.up} disabled={index === 0} onClick={() => editor.moveStory(index, -1)}>
          {intl.formatMessage({ id: 'admin.issues.story.up', defaultMessage: 'Up' })}
        </Button>
        <Button data-move="down" variant="secondary" aria-label={names.down} disabled={last} onClick={() => editor.moveStory(index, 1)}>
          {intl.formatMessage({ id: 'admin.issues.story.down', defaultMessage: 'Down' })}
        </Button>
        <Button variant="secondary" aria-label={names.remove} onClick={() => editor.removeStory(story._id)}>
          {intl.formatMessage({ id: 'admin.issues.story.removeShort', defaultMessage: 'Remove' })}
        </Button>
      </span>
    </li>
  );
});
