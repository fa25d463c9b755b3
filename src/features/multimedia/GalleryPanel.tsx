import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { Gallery } from '../../../contracts/content';
import { Picture } from '../../components/Picture';
import { StoryMeta } from '../../components/StoryMeta';
import { useStores } from '../../stores/StoresContext';
import * as styles from './MultimediaPage.module.css';

/** One gallery: its thumbnails are buttons that open the lightbox on that picture. */
export const GalleryPanel = observer(function GalleryPanel({ gallery }: { readonly gallery: Gallery }) {
  const { multimedia, locale } = useStores();
  const intl = useIntl();
  const text = gallery.data[locale];
  return (
    <article className={styles.gallery}>
      <div className={styles.galleryHead}>
        <h3 className={styles.galleryTitle}>{text.title}</h3>
        <p className={styles.galleryText}>{text.description}</p>
        <p className={styles.galleryMeta}>
          <StoryMeta publishedAt={gallery.publishedAt} />
        </p>
      </div>
      <ul className={styles.thumbs}>
        {gallery.pictures.map((picture, index) => (
          <li key={picture.image.path}>
            <button
              type="button"
              className={styles.thumb}
              aria-haspopup="dialog"
              aria-label={intl.formatMessage(
                { id: 'multimedia.openPicture', defaultMessage: 'Open picture {index} of {count}: {caption}' },
                { index: index + 1, count: gallery.pictures.length, caption: picture.data[locale].caption },
              )}
              onClick={() => multimedia.openPicture(gallery._id, index)}
            >
              <Picture image={picture.image} alt="" sizes="(max-width: 767px) 50vw, 240px" className={styles.thumbImage} />
            </button>
          </li>
        ))}
      </ul>
    </article>
  );
});
