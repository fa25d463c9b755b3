import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { Gallery } from '../../../contracts/content';
import { Picture } from '../../components/Picture';
import { StoryMeta } from '../../components/StoryMeta';
import { galleryAnchor } from '../../lib/paths';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './MultimediaPage.module.css';
import { Phrased } from '../../components/Phrased';

/** One gallery: its thumbnails are buttons that open the lightbox on that picture. */
export const GalleryPanel = observer(function GalleryPanel({
  gallery,
  headingLevel = 3,
}: {
  readonly gallery: Gallery;
  /** 2 when the page has no section heading above the galleries. */
  readonly headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { multimedia, locale } = useStores();
  const intl = useIntl();
  const text = gallery.data[locale];
  return (
    <article id={galleryAnchor(gallery._id)} className={styles.gallery}>
      <div className={styles.galleryHead}>
        <Heading className={styles.galleryTitle}>
          <Phrased text={text.title} />
        </Heading>
        <p className={styles.galleryText}>
          <Phrased text={text.description} />
        </p>
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
