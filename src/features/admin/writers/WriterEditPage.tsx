import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { useStores } from '../../../hooks/StoresContext';
import { HTML_LANG } from '../../../i18n/locales';
import type { WriterEditorStore } from '../../../stores/admin/WriterEditorStore';
import { writerName, type WriterField, type WriterTextField } from '../../../stores/admin/writerValues';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEditorFrame } from '../desk/DeskEditorFrame';
import { DeskLanguageTabs } from '../desk/DeskLanguageTabs';
import { DeskTextField } from '../desk/DeskTextField';
import { deskErrorText, deskSuccessText, inLanguage, isUploadError } from '../desk/sessionMessages';
import { WriterPortrait } from './WriterPortrait';
import { writerFieldNames, writerOwnTexts, writerProblemText } from './writerMessages';
import * as styles from './Writers.module.css';

/** /admin/writers/new and /admin/writers/{id}: the writer's names, bios and portrait per language, page address, e-mail, state. */
export const WriterEditPage = observer(function WriterEditPage({ id }: { readonly id: string }) {
  const { writers } = useDesk();
  const [, navigate] = useLocation();
  // One editor per address (the route is keyed by the id): a new writer's first save moves it to its own address.
  const [editor] = useState(() => writers.open(id === 'new' ? null : id, (made) => navigate(`/writers/${encodeURIComponent(made._id)}`, { replace: true })));
  return <WriterEditor editor={editor} />;
});

const WriterEditor = observer(function WriterEditor({ editor }: { readonly editor: WriterEditorStore }) {
  const intl = useIntl();
  const { locale } = useStores();
  const session = editor.session;
  const isNew = editor.id === null;
  const shownName = writerName(editor.values, locale);
  const heading = isNew ? intl.formatMessage({ id: 'admin.writers.newTitle', defaultMessage: 'New writer' }) : shownName || intl.formatMessage({ id: 'admin.writers.title', defaultMessage: 'Writers' });

  const field = (name: WriterField, value: string) => {
    const problem = editor.problemFor(name);
    if (problem) return writerProblemText(intl, problem, value.length);
    return editor.refusedField === name && session.error ? deskErrorText(intl, session.error, writerOwnTexts) : undefined;
  };
  const text = (language: Locale, name: WriterTextField, multiline = false) => {
    const value = editor.values.data[language][name];
    return (
      <DeskTextField
        label={inLanguage(intl, intl.formatMessage(writerFieldNames[name]), language)}
        value={value}
        lang={HTML_LANG[language]}
        multiline={multiline}
        required={name === 'lastName'}
        onChange={(next) => editor.setText(language, name, next)}
        message={field(`data.${language}.${name}`, value)}
      />
    );
  };
  const error = session.error && !isUploadError(session.error) && !editor.refusedField ? deskErrorText(intl, session.error, writerOwnTexts) : null;
  const success =
    session.success &&
    deskSuccessText(intl, session.success, (done) =>
      done === 'created'
        ? intl.formatMessage({ id: 'admin.writers.success.created', defaultMessage: '{name} is added. Their page is {path}.' }, { name: shownName, path: `/authors/${editor.values.slug}` })
        : intl.formatMessage({ id: 'admin.writers.success.saved', defaultMessage: 'Saved. Readers see the change on the next page they open.' }),
    );
  const fieldLabel = (difference: (typeof editor.differences)[number]) => {
    const label = intl.formatMessage(writerFieldNames[difference.field]);
    return difference.locale ? inLanguage(intl, label, difference.locale) : label;
  };
  const shown = (value: unknown) =>
    typeof value === 'boolean' ? intl.formatMessage({ id: 'admin.writers.conflict.yesNo', defaultMessage: '{value, select, true {Yes} other {No}}' }, { value: String(value) }) : String(value);

  return (
    <DeskEditorFrame
      session={session}
      back={{ href: '/writers', label: <FormattedMessage id="admin.writers.backToList" defaultMessage="All writers" /> }}
      heading={heading}
      loadFailed={{
        title: intl.formatMessage({ id: 'admin.writers.loadFailed', defaultMessage: 'The writer could not be loaded.' }),
        retry: <FormattedMessage id="admin.writers.retry" defaultMessage="Try again" />,
      }}
      onLoad={() => void editor.load()}
      errorText={(failure) => deskErrorText(intl, failure, writerOwnTexts)}
      formClassName={styles.form}
      onSave={() => void editor.save()}
      conflict={{
        title: <FormattedMessage id="admin.writers.conflict.title" defaultMessage="Someone else has saved this writer since you opened them" />,
        rows: editor.differences.map((difference) => ({
          key: `${difference.field}-${difference.locale ?? ''}`,
          label: fieldLabel(difference),
          theirs: shown(difference.theirs),
          mine: shown(difference.mine),
        })),
        onKeepTheirs: () => editor.keepTheirs(),
        onSaveMine: () => void editor.saveMineOverTheirs(),
      }}
      error={error}
      success={success}
      saveLabel={isNew ? <FormattedMessage id="admin.writers.create" defaultMessage="Add the writer" /> : <FormattedMessage id="admin.writers.save" defaultMessage="Save" />}
    >
      {() => (
        <>
          <DeskLanguageTabs initial={locale} troubled={(language) => editor.problems.some((problem) => problem.field.startsWith(`data.${language}.`))}>
            {(language) => (
              <div className={desk.stack}>
                <div className={styles.names}>
                  {text(language, 'lastName')}
                  {text(language, 'firstName')}
                </div>
                <p className={styles.shownAs}>
                  <FormattedMessage
                    id="admin.writers.shownAs"
                    defaultMessage="Bylines read: {name}"
                    values={{ name: <span lang={HTML_LANG[language]}>{writerName(editor.values, language) || intl.formatMessage({ id: 'admin.writers.noName', defaultMessage: 'no name yet' })}</span> }}
                  />
                </p>
                {text(language, 'bio', true)}
                {editor.values.avatar && text(language, 'portraitAlt')}
              </div>
            )}
          </DeskLanguageTabs>
          <fieldset className={desk.group}>
            <legend className={desk.legend}>{intl.formatMessage(writerFieldNames.portrait)}</legend>
            <WriterPortrait editor={editor} />
          </fieldset>
          <div className={styles.slugRow}>
            <DeskTextField
              label={intl.formatMessage(writerFieldNames.slug)}
              hint={intl.formatMessage({ id: 'admin.writers.slugHint', defaultMessage: 'The same in every edition: {path}' }, { path: `/${locale}/authors/${editor.values.slug || '…'}` })}
              value={editor.values.slug}
              required
              onChange={(slug) => editor.setSlug(slug)}
              message={field('slug', editor.values.slug)}
            />
            <Button variant="secondary" onClick={() => void editor.suggestSlug()}>
              <FormattedMessage id="admin.writers.suggestSlug" defaultMessage="Suggest from the name" />
            </Button>
          </div>
          {editor.writer && editor.writer.oldSlugs.length > 0 && (
            <p className={styles.oldSlugs}>
              <FormattedMessage
                id="admin.writers.oldSlugs"
                defaultMessage="Earlier addresses, still leading here: {list}"
                values={{ list: intl.formatList(editor.writer.oldSlugs.map((slug) => `/authors/${slug}`)) }}
              />
            </p>
          )}
          <DeskTextField
            label={intl.formatMessage(writerFieldNames.email)}
            hint={intl.formatMessage({ id: 'admin.writers.emailHint', defaultMessage: 'For the desk only: readers never see it.' })}
            type="email"
            value={editor.values.email}
            onChange={(email) => editor.set('email', email)}
            message={field('email', editor.values.email)}
          />
          <label className={styles.check}>
            <input type="checkbox" checked={editor.values.active} onChange={(event) => editor.set('active', event.target.checked)} />
            {intl.formatMessage(writerFieldNames.active)}
          </label>
          <p className={desk.hint}>
            <FormattedMessage
              id="admin.writers.activeHint"
              defaultMessage="An inactive writer keeps their page and bylines; the article editor no longer offers them."
            />
          </p>
        </>
      )}
    </DeskEditorFrame>
  );
});
