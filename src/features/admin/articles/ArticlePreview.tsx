import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { StoryBody } from '../../../components/StoryBody';
import { StoryHeader } from '../../../components/StoryHeader';
import { useStores } from '../../../hooks/StoresContext';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import * as styles from '../desk/Desk.module.css';
import { LOCALE_NAMES } from '../../../i18n/locales';

export interface ArticlePreviewProps {
  readonly editor: ArticleEditorStore;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly locale: Locale;
}

/** A draft as readers will see it: the reader's own header and body components (RichText sanitizes as on the site). */
export const ArticlePreview = observer(function ArticlePreview({ editor, open, onClose, locale }: ArticlePreviewProps) {
  const intl = useIntl();
  const titleId = useId();
  const headlineId = useId();
  const [language, setLanguage] = useState<Locale>(locale);
  // A draft has no publication time yet: it shows as if published now.
  const { clock } = useStores();
  const texts = editor.values.data[language];
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
        <article lang={language} className={styles.previewArticle} aria-labelledby={headlineId}>
          <StoryHeader
            titleId={headlineId}
            title={texts.title || intl.formatMessage({ id: 'admin.articles.untitled', defaultMessage: '(untitled)' })}
            standfirst={texts.standfirst}
            publishedAt={editor.article?.publishAt ?? new Date(clock()).toISOString()}
          />
          <StoryBody image={editor.values.image ?? undefined} html={texts.body} />
        </article>
      </div>
    </Dialog>
  );
});
