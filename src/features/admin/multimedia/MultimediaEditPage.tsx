import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { MultimediaKind } from '../../../../contracts/adminMultimedia';
import type { Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { HTML_LANG } from '../../../i18n/locales';
import { isChinese, otherScript } from '../../../stores/admin/chineseScript';
import type { MultimediaEditorStore } from '../../../stores/admin/MultimediaEditorStore';
import { multimediaTitle, type MultimediaField } from '../../../stores/admin/multimediaValues';
import * as desk from '../desk/Desk.module.css';
import { DeskConflictPanel } from '../desk/DeskConflictPanel';
import { useDesk } from '../desk/DeskContext';
import { DeskLanguageTabs } from '../desk/DeskLanguageTabs';
import { DeskLoadFailed } from '../desk/DeskLoadFailed';
import { DeskTextField } from '../desk/DeskTextField';
import { deskErrorText, deskSuccessText, inLanguage, isUploadError } from '../desk/sessionMessages';
import { useLeaveGuard } from '../desk/useLeaveGuard';
import { GalleryCaptions } from './GalleryCaptions';
import { GalleryPictures } from './GalleryPictures';
import { multimediaFieldNames, multimediaKindName, multimediaOwnTexts, multimediaProblemText } from './multimediaMessages';
import * as styles from './Multimedia.module.css';
import { sectionOptions } from './sectionOptions';
import { VideoFiles } from './VideoFiles';

const NEW: Readonly<Record<string, MultimediaKind>> = { 'new-video': 'video', 'new-gallery': 'gallery' };

/** /admin/multimedia/new-video, /new-gallery and /{id}: a video or gallery in its editor. */
export const MultimediaEditPage = observer(function MultimediaEditPage({ id }: { readonly id: string }) {
  const deskStore = useDesk();
  const [, navigate] = useLocation();
  // One editor per address (the route is keyed by the id), opened once: a new item's first save moves it to its own address.
  const [opening] = useState(() => {
    const kind = NEW[id];
    return deskStore.multimedia.open(kind ? null : id, kind ?? 'video', (made) => navigate(`/multimedia/${encodeURIComponent(made._id)}`, { replace: true }));
  });
  const [editor, setEditor] = useState<MultimediaEditorStore | null>(null);
  useEffect(() => {
    let current = true;
    void opening.then((opened) => current && setEditor(opened));
    return () => {
      current = false;
    };
  }, [opening]);
  useLeaveGuard(deskStore, editor?.dirty ?? false);
  return editor ? <MultimediaEditor editor={editor} /> : <Loader />;
});

const MultimediaEditor = observer(function MultimediaEditor({ editor }: { readonly editor: MultimediaEditorStore }) {
  const intl = useIntl();
  const { multimedia } = useDesk();
  const { locale } = useStores();
  const titleId = useId();
  const session = editor.session;
  const values = editor.values;
  const isNew = editor.id === null;
  const kindName = multimediaKindName(intl, values.kind);
  const shownTitle = multimediaTitle(values, locale);
  const heading = isNew
    ? values.kind === 'video'
      ? intl.formatMessage({ id: 'admin.multimedia.newVideoTitle', defaultMessage: 'New video' })
      : intl.formatMessage({ id: 'admin.multimedia.newGalleryTitle', defaultMessage: 'New gallery' })
    : shownTitle || kindName;
  useDocumentTitle(heading, config.product.name[locale]);
  useEffect(() => {
    // A failed load is tried again when the editor comes back to the page.
    if (session.loadStatus === 'error') void editor.load();
  }, [editor, session]);

  const field = (name: MultimediaField, value: string) => {
    const problem = editor.problemFor(name);
    if (problem) return multimediaProblemText(intl, problem, value.length);
    return editor.refusedField === name && session.error ? deskErrorText(intl, session.error, multimediaOwnTexts) : undefined;
  };
  const text = (language: Locale, name: 'title' | 'description') => {
    const value = values.data[language][name];
    return (
      <DeskTextField
        label={inLanguage(intl, intl.formatMessage(multimediaFieldNames[name]), language)}
        value={value}
        lang={HTML_LANG[language]}
        multiline={name === 'description'}
        required={name === 'title'}
        onChange={(next) => editor.setText(language, name, next)}
        message={field(`data.${language}.${name}`, value)}
      />
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };
  const fieldRefused = editor.refusedField !== null && editor.refusedField !== 'file';
  const error = session.error && !isUploadError(session.error) && !fieldRefused ? deskErrorText(intl, session.error, multimediaOwnTexts) : isUploadError(session.error) && session.error ? deskErrorText(intl, session.error) : null;
  const success =
    session.success &&
    deskSuccessText(intl, session.success, (done) =>
      done === 'created'
        ? intl.formatMessage({ id: 'admin.multimedia.success.created', defaultMessage: '“{title}” is added: readers see it from its publish time.' }, { title: shownTitle })
        : done === 'converted'
          ? intl.formatMessage({ id: 'admin.multimedia.success.converted', defaultMessage: 'Filled in from the other script: read it through before saving.' })
          : intl.formatMessage({ id: 'admin.multimedia.success.saved', defaultMessage: 'Saved. Readers see the change on the next page they open.' }),
    );
  const conflict = editor.conflict;
  const sections = multimedia.sections.data ?? [];
  const sectionValue = values.subcategory ? `${values.category}/${values.subcategory}` : values.category;
  const sectionMessage = field('category', values.category) ?? field('subcategory', values.subcategory ?? '');
  const sectionId = useId();
  const differenceLabel = (difference: (typeof editor.differences)[number]) => {
    const label = intl.formatMessage(multimediaFieldNames[difference.field]);
    return difference.locale ? inLanguage(intl, label, difference.locale) : label;
  };

  return (
    <section className={desk.panel} aria-labelledby={titleId}>
      <Link href="/multimedia" className={desk.backLink}>
        <FormattedMessage id="admin.multimedia.backToList" defaultMessage="All videos and galleries" />
      </Link>
      <h1 id={titleId} className={desk.title}>
        {heading}
      </h1>
      {session.loadStatus === 'error' && !editor.item ? (
        <DeskLoadFailed
          title={intl.formatMessage({ id: 'admin.multimedia.loadFailed', defaultMessage: 'The video or gallery could not be loaded.' })}
          text={session.error ? deskErrorText(intl, session.error, multimediaOwnTexts) : ''}
          retry={<FormattedMessage id="admin.multimedia.retry" defaultMessage="Try again" />}
          onRetry={() => void editor.load()}
        />
      ) : session.loadStatus !== 'ready' ? (
        <Loader />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {conflict && (
            <DeskConflictPanel
              title={<FormattedMessage id="admin.multimedia.conflict.title" defaultMessage="Someone else has saved this since you opened it" />}
              rows={editor.differences.map((difference) => ({
                key: `${difference.field}-${difference.locale ?? ''}`,
                label: differenceLabel(difference),
                theirs: String(difference.theirs),
                mine: String(difference.mine),
              }))}
              busy={session.updating}
              onKeepTheirs={() => editor.keepTheirs()}
              onSaveMine={() => void editor.saveMineOverTheirs()}
              takeFocus
            />
          )}
          <DeskLanguageTabs
            initial={locale}
            troubled={(language) => editor.problems.some((problem) => problem.field.startsWith(`data.${language}.`) || problem.field.includes(`.data.${language}.`))}
          >
            {(language) => (
              <div className={desk.stack}>
                {isChinese(language) && (
                  <div className={styles.convert}>
                    <Button variant="secondary" busy={editor.converting === otherScript(language)} onClick={() => void editor.convert(otherScript(language))}>
                      {LOCALE_LIST[language].script === 'Hant' ? (
                        <FormattedMessage id="admin.articles.convert.toTw" defaultMessage="Fill 繁體 from 简体" />
                      ) : (
                        <FormattedMessage id="admin.articles.convert.toCn" defaultMessage="Fill 简体 from 繁體" />
                      )}
                    </Button>
                    <p className={desk.hint}>
                      <FormattedMessage
                        id="admin.multimedia.convertHint"
                        defaultMessage="Replaces this tab's title, description, captions and credits with a conversion of the other script (Taiwan phrasing). Read it through before saving."
                      />
                    </p>
                  </div>
                )}
                {text(language, 'title')}
                {text(language, 'description')}
                {values.kind === 'gallery' && <GalleryCaptions editor={editor} values={values} language={language} />}
              </div>
            )}
          </DeskLanguageTabs>
          <div className={desk.field}>
            <label htmlFor={sectionId} className={desk.label}>
              {intl.formatMessage(multimediaFieldNames.section)}
            </label>
            <select
              id={sectionId}
              className={desk.input}
              value={sectionValue}
              aria-invalid={sectionMessage ? true : undefined}
              aria-describedby={sectionMessage ? `${sectionId}-message` : undefined}
              onChange={(event) => {
                const [category = '', subcategory] = event.target.value.split('/');
                editor.setSection(category, subcategory ?? null);
              }}
            >
              {!sections.some((section) => section._id === values.category) && <option value={sectionValue}>{sectionValue}</option>}
              {sectionOptions(sections, locale).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {sectionMessage && (
              <p id={`${sectionId}-message`} className={desk.error}>
                {sectionMessage}
              </p>
            )}
          </div>
          <DeskTextField
            type="datetime-local"
            label={intl.formatMessage(multimediaFieldNames.publishedAt)}
            hint={intl.formatMessage({ id: 'admin.multimedia.publishedAtHint', defaultMessage: 'Readers see it from this time on; the newest comes first.' })}
            value={values.publishedAt}
            required
            onChange={(value) => editor.setPublishedAt(value)}
            message={field('publishedAt', values.publishedAt)}
          />
          {values.kind === 'video' ? <VideoFiles editor={editor} values={values} /> : <GalleryPictures editor={editor} values={values} locale={locale} />}
          <div className={desk.messages}>
            <p className={desk.errorMessage} role="alert">
              {error}
            </p>
            <p className={desk.successMessage} role="status">
              {success}
            </p>
          </div>
          <div className={`${desk.actionRow} ${desk.actionBar}`}>
            <Button type="submit" busy={session.updating}>
              {isNew ? (
                <FormattedMessage id="admin.multimedia.create" defaultMessage="Add the {kind, select, video {video} other {gallery}}" values={{ kind: values.kind }} />
              ) : (
                <FormattedMessage id="admin.multimedia.save" defaultMessage="Save" />
              )}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
});
