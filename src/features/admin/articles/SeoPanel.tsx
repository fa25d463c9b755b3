import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import { config } from '../../../config';
import { useStores } from '../../../hooks/StoresContext';
import { LOCALE_NAMES } from '../../../i18n/locales';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { textPath, type SearchTextField } from '../../../stores/admin/articleValues';
import * as deskStyles from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { fieldNames, problemText } from './articleMessages';
import * as styles from './Seo.module.css';
import { SearchResultPreview } from './SearchResultPreview';
import { ShareCardPreview } from './ShareCardPreview';
import { SocialPicture } from './SocialPicture';

export interface SeoPanelProps {
  readonly editor: ArticleEditorStore;
  readonly locale: Locale;
  /** The language's conversion mark ("Converted, not reviewed"), on its converted texts. */
  readonly mark?: string | undefined;
}

/**
 * One language's search and sharing fields (issue 25 item 9): the search title and description with their counters
 * and the story's own texts as placeholders, the social picture, and the search result and share card they make.
 */
export const SeoPanel = observer(function SeoPanel({ editor, locale, mark }: SeoPanelProps) {
  const intl = useIntl();
  const legendId = useId();
  const { domain } = useStores();
  const { seo } = editor;
  const texts = editor.values.data[locale];
  const origin = domain || (typeof location === 'undefined' ? '' : location.origin);
  const field = (name: SearchTextField, multiline: boolean, placeholder?: string) => {
    const value = texts[name] ?? '';
    const max = ARTICLE_LIMITS[name];
    const problem = editor.problemFor(textPath(locale, name));
    return (
      <DeskTextField
        label={intl.formatMessage(fieldNames[name])}
        value={value}
        onChange={(typed) => editor.setText(locale, name, typed)}
        placeholder={placeholder}
        count={
          name === 'socialImageAlt'
            ? undefined
            : intl.formatMessage({ id: 'admin.articles.seo.count', defaultMessage: '{count, number} / {max, number} characters' }, { count: value.length, max })
        }
        message={problem ? problemText(intl, problem, value.length, editor.attempted === 'publish') : undefined}
        mark={mark}
        multiline={multiline}
        lang={locale}
      />
    );
  };
  const snippet = seo.snippet(locale, { domain: origin, product: config.product.name[locale] });
  return (
    <fieldset className={styles.panel} aria-labelledby={legendId}>
      <legend id={legendId} className={deskStyles.legend}>
        <FormattedMessage id="admin.articles.seo.title" defaultMessage="Search and sharing" />
      </legend>
      <p className={deskStyles.hint}>
        <FormattedMessage
          id="admin.articles.seo.hint"
          defaultMessage="What search results and share cards show in {language}. Left empty, they show the story's title, standfirst and cover picture."
          values={{ language: LOCALE_NAMES[locale] }}
        />
      </p>
      <div className={styles.layout}>
        <div className={styles.fields}>
          {field('searchTitle', false, texts.title)}
          {field('searchDescription', true, texts.standfirst)}
          <SocialPicture seo={seo} locale={locale} />
          {(texts.socialImage || (texts.socialImageAlt ?? '') !== '') && field('socialImageAlt', false)}
        </div>
        <div className={styles.previews}>
          <SearchResultPreview snippet={snippet} locale={locale} />
          <ShareCardPreview card={seo.card(locale, origin)} locale={locale} />
        </div>
      </div>
    </fieldset>
  );
});
