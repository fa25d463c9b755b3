import { sendNewsletterIssue } from '../../../../contracts/adminNewsletters';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { editionFromSearch } from '../../../stores/admin/NewsletterIssuesStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskStatusBar } from '../desk/DeskStatusBar';
import { DeskTextField } from '../desk/DeskTextField';
import { useLeaveGuard } from '../desk/useLeaveGuard';
import { useOpenEditor } from '../desk/useOpenEditor';
import { deskEditorGate } from '../desk/deskEditorGate';
import { IssueConflictView } from './IssueConflictView';
import { issueErrorText, issueProblemText, issueStateNames, issueSuccessText } from './issueMessages';
import { IssuePreviewPanel } from './IssuePreviewPanel';
import { DeskRestoreOffer } from '../desk/DeskRestoreOffer';
import { IssueSendDialog } from './IssueSendDialog';
import { IssueSentRecord } from './IssueSentRecord';
import { IssueStories } from './IssueStories';
import { IssueTestSend } from './IssueTestSend';
import { NewslettersTabs } from './NewslettersTabs';

/**
 * /admin/newsletters/issues/new?edition=… and /admin/newsletters/issues/:id: an issue composed (subject,
 * introduction, stories), previewed, tried on an address, then sent after a question that names the edition and
 * how many receive it. Sent, it shows the record and the mail as it went, read only.
 */
export const IssueEditPage = observer(function IssueEditPage({ id }: { readonly id: string | null }) {
  const root = useDesk();
  const { issues } = root;
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  const editor = useOpenEditor(issues, (kept) => id !== null && kept.issue?._id === id, () => issues.open(id, editionFromSearch(search, locale)));

  const createdId = id === null ? (editor?.issue?._id ?? null) : null;
  useEffect(() => {
    if (createdId) navigate(`/newsletters/issues/${createdId}`, { replace: true });
  }, [createdId, navigate]);
  useLeaveGuard(root, editor?.dirty ?? false);

  const sent = editor?.sent ?? false;
  const heading = sent
    ? intl.formatMessage({ id: 'admin.issues.sentTitle', defaultMessage: 'Sent issue' })
    : id === null
      ? intl.formatMessage({ id: 'admin.issues.newTitle', defaultMessage: 'New issue' })
      : intl.formatMessage({ id: 'admin.issues.editTitle', defaultMessage: 'Edit issue' });
  useDocumentTitle(heading, config.product.name[locale]);

  const gate = deskEditorGate(editor, heading, (error) => issueErrorText(intl, error), <FormattedMessage id="admin.issues.retry" defaultMessage="Try again" />);
  if (gate !== null || !editor) return gate;
  const { issue, values } = editor;
  const edition = LOCALE_LIST[editor.edition];
  const subjectProblem = editor.problemOf('subject');
  const introProblem = editor.problemOf('intro');
  return (
    <section className={desk.panel} aria-labelledby={titleId}>
      <NewslettersTabs />
      <Link href={`/newsletters/issues?edition=${editor.edition}`} className={desk.backLink}>
        <FormattedMessage id="admin.issues.backToList" defaultMessage="All issues of the {edition} newsletter" values={{ edition: edition.name }} />
      </Link>
      <h1 id={titleId} className={desk.title}>
        {heading}
      </h1>
      {sent ? (
        // Kept as it went: nothing to save, only what happened last.
        <div className={desk.statusBar}>
          <span className={`${desk.badge} ${desk.published}`}>{intl.formatMessage(issueStateNames.sent)}</span>
          <div className={desk.messages}>
            {editor.error && (
              <p className={desk.errorMessage} role="alert">
                {issueErrorText(intl, editor.error)}
              </p>
            )}
            <p className={desk.successMessage} role="status">
              {editor.success && issueSuccessText(intl, editor.success, editor.testedTo)}
            </p>
          </div>
        </div>
      ) : (
        <>
          <p className={desk.hint}>
            <FormattedMessage
              id="admin.issues.editionLine"
              defaultMessage="For the {edition} newsletter: it goes to the confirmed subscribers of this edition."
              values={{ edition: edition.name }}
            />
          </p>
          <DeskStatusBar
            state={editor.session.saveState === 'saved' && !issue ? 'new' : editor.session.saveState}
            badge={issue && <span className={`${desk.badge} ${desk.draft}`}>{intl.formatMessage(issueStateNames.draft)}</span>}
            error={editor.error && issueErrorText(intl, editor.error, editor.tried)}
            success={editor.success && issueSuccessText(intl, editor.success, editor.testedTo)}
          />
        </>
      )}
      <DeskRestoreOffer
        editor={editor}
        text={(savedAt) => (
          <FormattedMessage
            id="admin.issues.restore.text"
            defaultMessage="You changed this issue on {when} and those changes were never saved. Restore them to go on, or discard them to keep the saved version."
            values={{ when: intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        )}
      />
      <IssueConflictView editor={editor} />
      {sent && issue ? (
        <>
          <IssueSentRecord issue={issue} />
          <div className={desk.actionRow}>
            <Button variant="secondary" busy={editor.pending === 'preview'} onClick={() => void editor.showPreview()}>
              <FormattedMessage id="admin.issues.action.previewSent" defaultMessage="Show the mail as it went" />
            </Button>
          </div>
        </>
      ) : (
        <>
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
                <FormattedMessage id="admin.issues.mail" defaultMessage="The mail" />
              </legend>
              <DeskTextField
                label={intl.formatMessage({ id: 'admin.issues.field.subject', defaultMessage: 'Subject' })}
                hint={intl.formatMessage({ id: 'admin.issues.field.subjectHint', defaultMessage: 'What subscribers see in their inbox, in this edition’s language.' })}
                value={values.subject}
                lang={edition.lang}
                required
                onChange={(value) => editor.setSubject(value)}
                message={subjectProblem && issueProblemText(intl, 'subject', subjectProblem, values.subject.length)}
              />
              <DeskTextField
                multiline
                label={intl.formatMessage({ id: 'admin.issues.field.intro', defaultMessage: 'Introduction' })}
                hint={intl.formatMessage({ id: 'admin.issues.field.introHint', defaultMessage: 'A few words before the stories (optional).' })}
                value={values.intro}
                lang={edition.lang}
                onChange={(value) => editor.setIntro(value)}
                message={introProblem && issueProblemText(intl, 'intro', introProblem, values.intro.length)}
              />
            </fieldset>
            <IssueStories editor={editor} />
            <div className={`${desk.actionRow} ${desk.actionBar}`}>
              <Button type="submit" busy={editor.updating && editor.pending === null} disabled={editor.conflict !== null}>
                {issue ? (
                  <FormattedMessage id="admin.issues.action.save" defaultMessage="Save draft" />
                ) : (
                  <FormattedMessage id="admin.issues.action.create" defaultMessage="Create draft" />
                )}
              </Button>
              <Button variant="secondary" busy={editor.pending === 'preview'} disabled={editor.conflict !== null} onClick={() => void editor.showPreview()}>
                <FormattedMessage id="admin.issues.action.preview" defaultMessage="Preview" />
              </Button>
              {root.may(sendNewsletterIssue.role) && (
                <Button variant="secondary" busy={editor.pending === 'ask' || editor.pending === 'send'} disabled={editor.conflict !== null} onClick={() => void editor.askSend()}>
                  <FormattedMessage id="admin.issues.action.send" defaultMessage="Send…" />
                </Button>
              )}
            </div>
            {!root.may(sendNewsletterIssue.role) && (
              <p className={desk.hint}>
                <FormattedMessage id="admin.issues.sendIsForAdministrators" defaultMessage="An administrator sends newsletters: ask one to send this issue when it is ready." />
              </p>
            )}
          </form>
          <IssueTestSend editor={editor} />
        </>
      )}
      <IssuePreviewPanel editor={editor} />
      <IssueSendDialog editor={editor} />
    </section>
  );
});
