import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PollStory } from '../../../../contracts/adminPolls';
import type { Locale } from '../../../../contracts/common';
import type { PollEditorStore } from '../../../stores/admin/PollEditorStore';
import type { PollDifference } from '../../../stores/admin/pollValues';
import { DeskConflictPanel } from '../desk/DeskConflictPanel';
import { LOCALE_NAMES } from '../../../i18n/locales';

/** Someone else saved the poll first: every text, the end time and the story where theirs and mine differ. */
export const PollConflictView = observer(function PollConflictView({ editor, locale }: { readonly editor: PollEditorStore; readonly locale: Locale }) {
  const intl = useIntl();
  const conflict = editor.conflict;
  if (!conflict) return null;
  const language = (of: Locale) => LOCALE_NAMES[of];
  const label = (difference: PollDifference): string => {
    switch (difference.field) {
      case 'question':
        return intl.formatMessage({ id: 'admin.polls.field.questionIn', defaultMessage: 'Question ({language})' }, { language: language(difference.locale) });
      case 'option':
        return intl.formatMessage(
          { id: 'admin.polls.options.text', defaultMessage: 'Option {number, number} ({language})' },
          { number: difference.index + 1, language: language(difference.locale) },
        );
      case 'endsAt':
        return intl.formatMessage({ id: 'admin.polls.field.endsAt', defaultMessage: 'Ends' });
      case 'story':
        return intl.formatMessage({ id: 'admin.polls.story.title', defaultMessage: 'Shown on' });
    }
  };
  // An end time as the editor reads dates; a story by its title in the desk's language.
  const when = (iso: string) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '');
  const story = (of: PollStory | null) =>
    of ? of.data[locale].title || intl.formatMessage({ id: 'admin.polls.story.untitled', defaultMessage: '(untitled)' }) : '';
  const value = (difference: PollDifference, side: 'theirs' | 'mine'): string => {
    if (difference.field === 'story') return story(difference[side]);
    if (difference.field === 'endsAt') return when(difference[side]);
    return difference[side];
  };
  return (
    <DeskConflictPanel
      title={<FormattedMessage id="admin.polls.conflict.title" defaultMessage="Someone else has saved this poll since you opened it" />}
      text={
        <FormattedMessage
          id="admin.polls.conflict.text"
          defaultMessage="{name} saved it on {when}. Compare what differs, then keep their version or save yours over it."
          values={{ name: conflict.updatedBy, when: when(conflict.updatedAt) }}
        />
      }
      rows={editor.differences.map((difference) => ({
        key: difference.field === 'option' ? `option.${difference.index}.${difference.locale}` : difference.field === 'question' ? `question.${difference.locale}` : difference.field,
        label: label(difference),
        theirs: value(difference, 'theirs'),
        mine: value(difference, 'mine'),
      }))}
      busy={editor.updating}
      onKeepTheirs={() => editor.keepTheirs()}
      onSaveMine={() => void editor.saveMine()}
    />
  );
});
