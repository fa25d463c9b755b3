import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { ISSUE_LIMITS } from '../../../../contracts/adminNewsletters';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import type { IssueEditorStore } from '../../../stores/admin/IssueEditorStore';
import * as desk from '../desk/Desk.module.css';
import { DeskSearchRow } from '../desk/DeskSearchRow';
import * as styles from './Newsletters.module.css';

/**
 * The edition's published stories to add: the newest at first, or those a search finds (either Chinese script, as
 * readers search). Each is added with its own button; a chosen one says so.
 */
export const IssueStoryPicker = observer(function IssueStoryPicker({ editor }: { readonly editor: IssueEditorStore }) {
  const intl = useIntl();
  const found = editor.found;
  const lang = LOCALE_LIST[editor.edition].lang;
  const searched = editor.storyQuery.trim() !== '';
  return (
    <div className={styles.picker}>
      <DeskSearchRow
        label={<FormattedMessage id="admin.issues.picker.search" defaultMessage="Find a story by its words" />}
        buttonLabel={<FormattedMessage id="admin.issues.picker.find" defaultMessage="Search" />}
        value={editor.storyQuery}
        onChange={(value) => editor.setStoryQuery(value)}
        onSearch={() => void editor.searchStories()}
        busy={found?.status === 'loading'}
        lang={lang}
      />
      <div aria-live="polite">
        {found?.status === 'error' && (
          <p className={desk.error}>
            <FormattedMessage id="admin.issues.picker.failed" defaultMessage="The stories could not be loaded. Check the connection and search again." />
          </p>
        )}
        {found?.status === 'ready' && found.data?.length === 0 && (
          <p className={styles.nothing}>
            {searched ? (
              <FormattedMessage id="admin.issues.picker.noMatch" defaultMessage="No story published in this edition has these words." />
            ) : (
              <FormattedMessage id="admin.issues.picker.noStories" defaultMessage="No story is published in this edition yet." />
            )}
          </p>
        )}
        {editor.full && (
          <p className={styles.nothing}>
            <FormattedMessage id="admin.issues.picker.full" defaultMessage="The issue has {max, number} stories, as many as it can hold: remove one to add another." values={{ max: ISSUE_LIMITS.stories }} />
          </p>
        )}
        {found?.status === 'ready' && (found.data?.length ?? 0) > 0 && (
          <ul
            className={styles.found}
            aria-label={
              searched
                ? intl.formatMessage({ id: 'admin.issues.picker.found', defaultMessage: 'Stories found' })
                : intl.formatMessage({ id: 'admin.issues.picker.newest', defaultMessage: 'Newest stories of this edition' })
            }
          >
            {found.data?.map((story) => (
              <li key={story._id} className={styles.foundStory}>
                <span className={styles.storyTitle} lang={lang}>
                  {story.title}
                </span>
                {editor.chosen(story._id) ? (
                  <span className={styles.storyMeta}>
                    <FormattedMessage id="admin.issues.picker.chosen" defaultMessage="In the issue" />
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={editor.full}
                    aria-label={intl.formatMessage({ id: 'admin.issues.picker.addTo', defaultMessage: 'Add “{title}”' }, { title: story.title })}
                    onClick={() => editor.addStory(story)}
                  >
                    <FormattedMessage id="admin.issues.picker.add" defaultMessage="Add" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
});
