import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ISSUE_LIMITS } from '../../../../contracts/adminNewsletters';
import { LOCALE_LIST } from '../../../../contracts/locales';
import type { IssueEditorStore } from '../../../stores/admin/IssueEditorStore';
import * as desk from '../desk/Desk.module.css';
import { ChosenStoryItem } from './ChosenStoryItem';
import { issueProblemText } from './issueMessages';
import { IssueStoryPicker } from './IssueStoryPicker';
import * as styles from './Newsletters.module.css';

/** The issue's stories: those chosen, in the order the mail shows them, then the edition's stories to add. */
export const IssueStories = observer(function IssueStories({ editor }: { readonly editor: IssueEditorStore }) {
  const intl = useIntl();
  const listId = useId();
  const messageId = useId();
  const { stories } = editor.values;
  const problem = editor.problemOf('stories');
  const moved = editor.moved;
  const movedTitle = moved && stories.find((story) => story._id === moved.id)?.title;
  return (
    <fieldset className={desk.settings} aria-describedby={problem ? messageId : undefined}>
      <legend className={desk.legend}>
        <FormattedMessage id="admin.issues.field.stories" defaultMessage="Stories" />
      </legend>
      <p className={desk.hint}>
        <FormattedMessage
          id="admin.issues.stories.hint"
          defaultMessage="Up to {max, number} stories published in {edition}, each with its title, standfirst and link, in this order."
          values={{ max: ISSUE_LIMITS.stories, edition: LOCALE_LIST[editor.edition].name }}
        />
      </p>
      {problem && (
        <p id={messageId} className={desk.error}>
          {issueProblemText(intl, 'stories', problem)}
        </p>
      )}
      {stories.length === 0 ? (
        <p className={styles.nothing}>
          <FormattedMessage id="admin.issues.stories.none" defaultMessage="No story chosen yet: add them from the list below." />
        </p>
      ) : (
        <ol id={listId} className={styles.chosenList} aria-label={intl.formatMessage({ id: 'admin.issues.stories.chosen', defaultMessage: 'Chosen stories, in order' })}>
          {stories.map((story, index) => (
            <ChosenStoryItem key={story._id} editor={editor} story={story} index={index} last={index === stories.length - 1} />
          ))}
        </ol>
      )}
      {/* Where a move took a story, said once for those who cannot see it go. */}
      <p className={styles.visuallyHidden} aria-live="polite">
        {movedTitle && moved
          ? intl.formatMessage({ id: 'admin.issues.story.movedTo', defaultMessage: '“{title}” is now number {place, number}.' }, { title: movedTitle, place: moved.to + 1 })
          : ''}
      </p>
      <IssueStoryPicker editor={editor} />
    </fieldset>
  );
});
