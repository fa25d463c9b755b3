import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import type { SearchSnippet } from '../../../stores/admin/ArticleSeoStore';
import * as styles from './Seo.module.css';

/** The story as a search engine would list it in this language: its address, its title and its description, cut. */
export function SearchResultPreview({ snippet, locale }: { readonly snippet: SearchSnippet; readonly locale: Locale }) {
  const nameId = useId();
  const cut = snippet.title.cut || snippet.description.cut;
  return (
    <figure className={styles.preview} aria-labelledby={nameId}>
      <figcaption id={nameId} className={styles.previewName}>
        <FormattedMessage id="admin.articles.seo.searchPreview" defaultMessage="Search result preview" />
      </figcaption>
      <div className={styles.snippet} lang={locale}>
        <p className={styles.snippetUrl} lang="en">
          {snippet.url}
        </p>
        <p className={styles.snippetTitle}>{snippet.title.text}</p>
        <p className={styles.snippetText}>{snippet.description.text}</p>
      </div>
      {cut && (
        <p className={styles.previewNote}>
          <FormattedMessage
            id="admin.articles.seo.cut"
            defaultMessage="Search results cut the text at the ellipsis (…); a Chinese character takes the room of two letters."
          />
        </p>
      )}
    </figure>
  );
}
