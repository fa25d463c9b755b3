import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import type { ShareCard } from '../../../stores/admin/ArticleSeoStore';
import * as styles from './Seo.module.css';

/** The card a share of the story shows in this language (Open Graph, X): its picture, the site, title and description. */
export function ShareCardPreview({ card, locale }: { readonly card: ShareCard; readonly locale: Locale }) {
  const nameId = useId();
  return (
    <figure className={styles.preview} aria-labelledby={nameId}>
      <figcaption id={nameId} className={styles.previewName}>
        <FormattedMessage id="admin.articles.seo.cardPreview" defaultMessage="Share card preview" />
      </figcaption>
      <div className={styles.card} lang={locale}>
        {card.image ? (
          <img className={styles.cardImage} src={card.image.path} width={card.image.width} height={card.image.height} alt={card.imageAlt} />
        ) : (
          <p className={styles.cardNoImage}>
            <FormattedMessage id="admin.articles.seo.noPicture" defaultMessage="No picture yet: add a cover picture or a social picture." />
          </p>
        )}
        <div className={styles.cardText}>
          <p className={styles.cardHost} lang="en">
            {card.host}
          </p>
          <p className={styles.cardTitle}>{card.title}</p>
          <p className={styles.cardDescription}>{card.description}</p>
        </div>
      </div>
    </figure>
  );
}
