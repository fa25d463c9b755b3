import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { LOCALES } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { useLeaveGuard } from '../desk/useLeaveGuard';
import { useOpenEditor } from '../desk/useOpenEditor';
import { deskEditorGate } from '../desk/deskEditorGate';
import { DeskStatusBar } from '../desk/DeskStatusBar';
import { DeskTextField } from '../desk/DeskTextField';
import { PollConflictView } from './PollConflictView';
import { PollDeleteDialog } from './PollDeleteDialog';
import { pollErrorText, pollProblemText, pollStateNames, pollSuccessText } from './pollMessages';
import { PollOptions } from './PollOptions';
import { PollResults } from './PollResults';
import { StoryPicker } from './StoryPicker';
import { LOCALE_NAMES } from '../../../i18n/locales';

/** /admin/polls/new and /admin/polls/:id: the results so far, the question and options, the end time and the story. */
export const PollEditPage = observer(function PollEditPage({ id }: { readonly id: string | null }) {
  const root = useDesk();
  const { polls } = root;
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const editor = useOpenEditor(polls, (kept) => id !== null && kept.poll?._id === id, () => polls.open(id));

  // A new poll saved for the first time gets its own address.
  const createdId = id === null ? (editor?.poll?._id ?? null) : null;
  useEffect(() => {
    if (createdId) navigate(`/${createdId}`, { replace: true });
  }, [createdId, navigate]);

  // Leaving with unsaved changes asks first, as every desk editor does: the tab's closing, and the desk's links.
  useLeaveGuard(root, editor?.dirty ?? false);

  const heading =
    id === null
      ? intl.formatMessage({ id: 'admin.polls.newTitle', defaultMessage: 'New poll' })
      : intl.formatMessage({ id: 'admin.polls.editTitle', defaultMessage: 'Edit poll' });
  useDocumentTitle(heading, config.product.name[locale]);

  const gate = deskEditorGate(editor, heading, (error) => pollErrorText(intl, error), <FormattedMessage id="admin.polls.retry" defaultMessage="Try again" />);
  if (gate !== null || !editor) return gate;
  const { poll } = editor;
  const endProblem = editor.problemOf('endsAt');
  return (
    <section className={desk.panel} aria-labelledby={titleId}>
      <Link href="/" className={desk.backLink}>
        <FormattedMessage id="admin.polls.backToList" defaultMessage="All polls" />
      </Link>
      <h1 id={titleId} className={desk.title}>
        {heading}
      </h1>
      <DeskStatusBar
        state={editor.session.saveState === 'saved' && !poll ? 'new' : editor.session.saveState}
        badge={
          poll && (
            <span className={`${desk.badge} ${editor.closed ? desk.draft : desk.published}`}>
              {intl.formatMessage(editor.closed ? pollStateNames.closed : pollStateNames.open)}
            </span>
          )
        }
        error={editor.error && pollErrorText(intl, editor.error)}
        success={editor.success && pollSuccessText(intl, editor.success)}
      />
      <PollConflictView editor={editor} locale={locale} />
      {poll && <PollResults poll={poll} locale={locale} closed={editor.closed} />}
      <form
        className={desk.editor}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <fieldset className={desk.settings}>
          <legend className={desk.legend}>
            <FormattedMessage id="admin.polls.field.question" defaultMessage="Question" />
          </legend>
          {LOCALES.map((language) => {
            const field = `data.${language}.question` as const;
            const value = editor.values.data[language].question;
            const problem = editor.problemOf(field);
            return (
              <DeskTextField
                key={language}
                label={intl.formatMessage(
                  { id: 'admin.polls.field.questionIn', defaultMessage: 'Question ({language})' },
                  { language: LOCALE_NAMES[language] },
                )}
                lang={language}
                value={value}
                required
                onChange={(text) => editor.setQuestion(language, text)}
                message={problem ? pollProblemText(intl, problem, value.length) : editor.serverErrorOf(field)}
              />
            );
          })}
        </fieldset>
        <PollOptions editor={editor} />
        <fieldset className={desk.settings}>
          <legend className={desk.legend}>
            <FormattedMessage id="admin.polls.field.endsAt" defaultMessage="Ends" />
          </legend>
          <DeskTextField
            type="datetime-local"
            label={intl.formatMessage({ id: 'admin.polls.field.endsAtLong', defaultMessage: 'Voting ends at (your time)' })}
            hint={intl.formatMessage({ id: 'admin.polls.field.endsAtHint', defaultMessage: 'After this, readers see the results and can no longer vote.' })}
            value={editor.values.endsAt}
            required
            onChange={(value) => editor.setEndsAt(value)}
            message={endProblem ? pollProblemText(intl, endProblem) : editor.serverErrorOf('endsAt')}
          />
        </fieldset>
        <StoryPicker editor={editor} locale={locale} />
        <div className={`${desk.actionRow} ${desk.actionBar}`}>
          <Button type="submit" busy={editor.updating}>
            {poll ? (
              <FormattedMessage id="admin.polls.action.save" defaultMessage="Save" />
            ) : (
              <FormattedMessage id="admin.polls.action.create" defaultMessage="Create poll" />
            )}
          </Button>
          {poll && !editor.closed && (
            <Button variant="secondary" busy={editor.updating} onClick={() => void editor.closeNow()}>
              <FormattedMessage id="admin.polls.action.close" defaultMessage="Close now" />
            </Button>
          )}
          {poll && (
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              <FormattedMessage id="admin.polls.action.delete" defaultMessage="Delete…" />
            </Button>
          )}
        </div>
      </form>
      {poll && (
        <PollDeleteDialog
          open={deleting}
          question={poll.data[locale].question}
          votes={poll.totalVotes}
          busy={editor.updating}
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            void editor.remove().then((gone) => {
              setDeleting(false);
              if (gone) navigate('/', { replace: true });
            });
          }}
        />
      )}
    </section>
  );
});
