import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { MultimediaKind } from '../../../../contracts/adminMultimedia';
import type { Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { useStores } from '../../../hooks/StoresContext';
import { HTML_LANG } from '../../../i18n/locales';
import { isChinese, otherScript } from '../../../stores/admin/chineseScript';
import type { MultimediaEditorStore } from '../../../stores/admin/MultimediaEditorStore';
import { multimediaTitle, type MultimediaField } from '../../../stores/admin/multimediaValues';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEditorFrame } from '../desk/DeskEditorFrame';
import { DeskLanguageTabs } from '../desk/DeskLanguageTabs';
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
  const sections = multimedia.sections.data ?? [];
  const sectionValue = values.subcategory ? `${values.category}/${values.subcategory}` : values.category;
  const sectionMessage = field('category', values.category) ?? field('subcategory', values.subcategory ?? '');
  const sectionId = useId();
  const differenceLabel = (difference: (typeof editor.differences)[number]) => {
    const label = intl.formatMessage(multimediaFieldNames[difference.field]);
    return difference.locale ? inLanguage(intl, label, difference.locale) : label;
  };

  return (
    <DeskEditorFrame
      session={session}
      back={{ href: '/multimedia', label: <FormattedMessage id="admin.multimedia.backToList" defaultMessage="All videos and galleries" /> }}
      heading={heading}
      loadFailed={{
        title: intl.formatMessage({ id: 'admin.multimedia.loadFailed', defaultMessage: 'The video or gallery could not be loaded.' }),
        retry: <FormattedMessage id="admin.multimedia.retry" defaultMessage="Try again" />,
      }}
      onLoad={() => void editor.load()}
      errorText={(failure) => deskErrorText(intl, failure, multimediaOwnTexts)}
      formClassName={styles.form}
      onSave={() => void editor.save()}
      conflict={{
        title: <FormattedMessage id="admin.multimedia.conflict.title" defaultMessage="Someone else has saved this since you opened it" />,
        rows: editor.differences.map((difference) => ({
          key: `${difference.field}-${difference.locale ?? ''}`,
          label: differenceLabel(difference),
          theirs: String(difference.theirs),
          mine: String(difference.mine),
        })),
        onKeepTheirs: () => editor.keepTheirs(),
        onSaveMine: () => void editor.saveMineOverTheirs(),
      }}
      error={error}
      success={success}
      saveLabel={
        isNew ? (
          <FormattedMessage id="admin.multimedia.create" defaultMessage="Add the {kind, select, video {video} other {gallery}}" values={{ kind: values.kind }} />
        ) : (
          <FormattedMessage id="admin.multimedia.save" defaultMessage="Save" />
        )
      }
      stickyActions
    >
      {() => (
        <>
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
        </>
      )}
    </DeskEditorFrame>
  );
});
