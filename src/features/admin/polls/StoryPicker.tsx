import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PollStory } from '../../../../contracts/adminPolls';
import { LOCALES, type Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import type { PollEditorStore } from '../../../stores/admin/PollEditorStore';
import * as desk from '../desk/Desk.module.css';
import { DeskSearchRow } from '../desk/DeskSearchRow';
import { pollErrorText, storyKindName } from './pollMessages';
import * as styles from './Polls.module.css';

/** A story's title in the desk's language, else in the first language that has one (with its `lang`). */
function titleOf(story: PollStory, locale: Locale): { readonly text: string; readonly lang: Locale } {
  if (story.data[locale].title) return { text: story.data[locale].title, lang: locale };
  const other = LOCALES.find((candidate) => story.data[candidate].title) ?? locale;
  return { text: story.data[other].title, lang: other };
}

/**
 * Which story the poll shows on: the chosen one (with a way to detach), and a search by title — any language,
 * either Chinese script — whose results are attached with one button. Takes effect when the poll is saved.
 */
export const StoryPicker = observer(function StoryPicker({ editor, locale }: { readonly editor: PollEditorStore; readonly locale: Locale }) {
  const intl = useIntl();
  const resultsId = useId();
  const chosen = editor.values.story;
  const serverError = editor.serverErrorOf('story');
  const found = editor.stories;
  const describe = (story: PollStory) => {
    const title = titleOf(story, locale);
    return (
      <span className={styles.storyTitle}>
        <span lang={title.lang}>{title.text || intl.formatMessage({ id: 'admin.polls.story.untitled', defaultMessage: '(untitled)' })}</span>
        <span className={styles.storyMeta}>
          <span>{storyKindName(intl, story.kind)}</span>
          <span>
            {story.visible ? (
              <FormattedMessage id="admin.polls.story.visible" defaultMessage="readers see it" />
            ) : (
              <FormattedMessage id="admin.polls.story.hidden" defaultMessage="not published yet: the poll shows once it is" />
            )}
          </span>
        </span>
      </span>
    );
  };
  return (
    <fieldset className={desk.settings}>
      <legend className={desk.legend}>
        <FormattedMessage id="admin.polls.story.title" defaultMessage="Shown on" />
      </legend>
      {chosen ? (
        <div className={styles.story}>
          {describe(chosen)}
          <Button variant="secondary" onClick={() => editor.chooseStory(null)}>
            <FormattedMessage id="admin.polls.story.detach" defaultMessage="Detach" />
          </Button>
        </div>
      ) : (
        <p className={styles.current}>
          <FormattedMessage id="admin.polls.story.noneLong" defaultMessage="Not attached: readers see this poll nowhere yet." />
        </p>
      )}
      {serverError && (
        <p className={desk.error} role="alert">
          {editor.error && pollErrorText(intl, editor.error)}
        </p>
      )}
      <DeskSearchRow
        label={<FormattedMessage id="admin.polls.story.search" defaultMessage="Find a story by its title" />}
        buttonLabel={<FormattedMessage id="admin.polls.story.find" defaultMessage="Search" />}
        value={editor.storyQuery}
        onChange={(value) => editor.setStoryQuery(value)}
        onSearch={() => void editor.searchStories()}
        busy={found?.status === 'loading'}
      />
      <div id={resultsId} aria-live="polite">
        {found?.status === 'error' && (
          <p className={desk.error}>
            <FormattedMessage id="admin.polls.story.searchFailed" defaultMessage="The search did not go through. Check the connection and try again." />
          </p>
        )}
        {found?.status === 'ready' && found.data?.length === 0 && (
          <p className={styles.current}>
            <FormattedMessage id="admin.polls.story.noMatch" defaultMessage="No story has these words in its title." />
          </p>
        )}
        {found?.status === 'ready' && (found.data?.length ?? 0) > 0 && (
          <ul className={styles.stories} aria-label={intl.formatMessage({ id: 'admin.polls.story.found', defaultMessage: 'Stories found' })}>
            {found.data?.map((story) => {
              const title = titleOf(story, locale).text;
              const mine = chosen?.kind === story.kind && chosen.id === story.id;
              const other = story.pollId !== null && story.pollId !== editor.poll?._id;
              return (
                <li key={`${story.kind}:${story.id}`} className={styles.story}>
                  {describe(story)}
                  {mine ? (
                    <span className={styles.storyMeta}>
                      <FormattedMessage id="admin.polls.story.chosen" defaultMessage="Chosen" />
                    </span>
                  ) : other ? (
                    <span className={styles.storyMeta}>
                      <FormattedMessage id="admin.polls.story.hasPoll" defaultMessage="Has another poll" />
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      aria-label={intl.formatMessage({ id: 'admin.polls.story.attachTo', defaultMessage: 'Attach to “{title}”' }, { title })}
                      onClick={() => editor.chooseStory(story)}
                    >
                      <FormattedMessage id="admin.polls.story.attach" defaultMessage="Attach" />
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
});
