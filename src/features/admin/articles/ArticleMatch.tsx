import { FormattedMessage } from 'react-intl';
import type { AdminArticleMatch } from '../../../../contracts/adminArticles';
import { Highlighted } from '../../../components/Highlighted';
import { LOCALE_NAMES } from '../../../i18n/locales';
import { highlightParts } from '../../../lib/highlightParts';
import * as styles from '../desk/Desk.module.css';

/**
 * Where a desk search found an article (docs/decisions/101): the field and its language, and the words around the
 * match with the search's words marked. The text is the server's plain text, rendered as text.
 */
export function ArticleMatch({ match }: { readonly match: AdminArticleMatch }) {
  return (
    <span className={styles.match}>
      <span className={styles.matchWhere}>
        <FormattedMessage
          id="admin.articles.match.where"
          defaultMessage="{field, select, title {Found in the title} alias {Found in the alias} writer {Found in the author's name} standfirst {Found in the standfirst} other {Found in the body}}"
          values={{ field: match.field }}
        />
        {match.locale && (
          <>
            {' · '}
            <span lang={match.locale}>{LOCALE_NAMES[match.locale]}</span>
          </>
        )}
      </span>
      <span className={styles.matchText} lang={match.locale}>
        <Highlighted parts={highlightParts(match.text, [], match.highlights)} />
      </span>
    </span>
  );
}
