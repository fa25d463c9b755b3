import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { SearchHit } from '../../../contracts/content';
import { Picture } from '../../components/Picture';
import { StoryMeta } from '../../components/StoryMeta';
import { useStores } from '../../hooks/StoresContext';
import { Highlighted } from '../../components/Highlighted';
import * as styles from './SearchPage.module.css';

/** One search result: what it is, its title and excerpt with the searched words marked, its date. */
export const SearchHitItem = observer(function SearchHitItem({ hit }: { readonly hit: SearchHit }) {
  const { searchResults } = useStores();
  const href = hit.kind === 'post' ? `/posts/${hit.slug}` : `/${hit.slug}`;
  return (
    <li className={styles.hit}>
      <div className={styles.hitBody}>
        <p className={styles.kind}>
          {hit.kind === 'post' ? (
            <FormattedMessage id="search.kind.post" defaultMessage="Community post" />
          ) : (
            <FormattedMessage id="search.kind.article" defaultMessage="Article" />
          )}
        </p>
        <h2 className={styles.hitTitle}>
          <Link href={href}>
            <Highlighted parts={searchResults.highlight(hit.title, hit.highlights?.title)} />
          </Link>
        </h2>
        <p className={styles.excerpt}>
          <Highlighted parts={searchResults.highlight(hit.excerpt, hit.highlights?.excerpt)} />
        </p>
        <p className={styles.meta}>
          <StoryMeta publishedAt={hit.publishedAt} />
        </p>
      </div>
      {hit.image && (
        <div className={styles.hitImage}>
          <Picture image={hit.image} alt="" sizes="160px" className={styles.image} />
        </div>
      )}
    </li>
  );
});
