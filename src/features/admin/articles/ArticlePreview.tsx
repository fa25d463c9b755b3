import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { StoryBody } from '../../../components/StoryBody';
import { StoryHeader } from '../../../components/StoryHeader';
import { useStores } from '../../../hooks/StoresContext';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { PREVIEW_WIDTHS, type PreviewWidth } from '../../../stores/admin/ArticlePreviewStore';
import * as styles from '../desk/Desk.module.css';
import { LOCALE_NAMES } from '../../../i18n/locales';
import * as previewStyles from './Preview.module.css';
import { PreviewFrame } from './PreviewFrame';
import { PreviewLinks } from './PreviewLinks';

export interface ArticlePreviewProps {
  readonly editor: ArticleEditorStore;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly locale: Locale;
  /**
   * What the frames load for a preview path: the path itself on the site (the page server renders it); a story
   * stands the reader's preview page's own story in for it.
   */
  readonly frameSrc?: (path: string) => string;
}

const sameSite = (path: string) => path;

/**
 * The desk's preview (issue 25 item 10, docs/decisions/105). With a private link, the real reader's page of the
 * saved story in frames at a phone's and a desktop's width, and the link to copy, renew or revoke. Before a link
 * (or a first save), the story as typed, drawn with the reader's own header and body components.
 */
export const ArticlePreview = observer(function ArticlePreview({ editor, open, onClose, locale, frameSrc = sameSite }: ArticlePreviewProps) {
  const intl = useIntl();
  const titleId = useId();
  const headlineId = useId();
  const [language, setLanguage] = useState<Locale>(locale);
  // A draft has no publication time yet: it shows as if published now.
  const { clock } = useStores();
  const { preview } = editor;
  const texts = editor.values.data[language];
  const path = preview.pathIn(language);

  // The article's links, each time the preview opens (another editor may have made or revoked one).
  useEffect(() => {
    if (open) void preview.load();
  }, [open, preview]);

  const widthName = (width: PreviewWidth) =>
    width === 'phone'
      ? intl.formatMessage({ id: 'admin.articles.preview.phone', defaultMessage: 'Phone ({pixels} px)' }, { pixels: PREVIEW_WIDTHS.phone })
      : intl.formatMessage({ id: 'admin.articles.preview.desktop', defaultMessage: 'Desktop ({pixels} px)' }, { pixels: PREVIEW_WIDTHS.desktop });

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size="wide" closeOnBackdrop>
      <div className={styles.dialog}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.dialogTitle}>
            <FormattedMessage id="admin.articles.preview.title" defaultMessage="Preview (not published)" />
          </h2>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="admin.articles.preview.close" defaultMessage="Close the preview" />
          </Button>
        </div>
        <div className={styles.previewLanguages} role="group" aria-label={intl.formatMessage({ id: 'admin.articles.languages', defaultMessage: 'Languages' })}>
          {LOCALES.map((option) => (
            <Button key={option} variant="secondary" aria-pressed={language === option} onClick={() => setLanguage(option)}>
              {LOCALE_NAMES[option]}
            </Button>
          ))}
        </div>
        {editor.editionStates[language] === 'empty' && (
          <p className={styles.editionsNote}>
            <FormattedMessage
              id="admin.articles.preview.noEdition"
              defaultMessage="Nothing is written in {language}: readers of that edition will not see this article."
              values={{ language: LOCALE_NAMES[language] }}
            />
          </p>
        )}
        <PreviewLinks preview={preview} locale={language} urlOf={(target) => new URL(target, window.location.href).href} />
        {path !== null ? (
          <>
            <div className={previewStyles.widths} role="group" aria-label={intl.formatMessage({ id: 'admin.articles.preview.widths', defaultMessage: 'Width' })}>
              {(['phone', 'desktop'] as const).map((width) => (
                <Button key={width} variant="secondary" aria-pressed={preview.width === width} onClick={() => preview.setWidth(width)}>
                  {widthName(width)}
                </Button>
              ))}
            </div>
            {editor.dirty && (
              <p className={styles.editionsNote}>
                <FormattedMessage
                  id="admin.articles.preview.unsaved"
                  defaultMessage="The page shows the story as last saved: save, then make a new link, to see your latest changes."
                />
              </p>
            )}
            <PreviewFrame key={`${path}-${preview.width}`} src={frameSrc(path)} width={preview.width} />
          </>
        ) : (
          <article lang={language} className={styles.previewArticle} aria-labelledby={headlineId}>
            <StoryHeader
              titleId={headlineId}
              title={texts.title || intl.formatMessage({ id: 'admin.articles.untitled', defaultMessage: '(untitled)' })}
              standfirst={texts.standfirst}
              publishedAt={editor.article?.publishAt ?? new Date(clock()).toISOString()}
            />
            <StoryBody image={editor.values.image ?? undefined} html={texts.body} />
          </article>
        )}
      </div>
    </Dialog>
  );
});
