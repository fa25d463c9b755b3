import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { FilePicker } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import type { FrontPageStore, PlaceView } from '../../../stores/admin/FrontPageStore';
import * as desk from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { tooLongText } from '../desk/sessionMessages';
import * as styles from './Front.module.css';
import { fieldInPlace, frontErrorText, frontFieldNames, moveNames, placeName } from './frontMessages';

export interface FrontPlaceItemProps {
  readonly front: FrontPageStore;
  readonly edition: Locale;
  readonly view: PlaceView;
  readonly last: boolean;
}

/**
 * One place on the front: its story (or the rule's, named as such), moved up or down by its buttons or dragged by
 * its handle; a placed story may say a headline and show a picture of the front's own.
 */
export const FrontPlaceItem = observer(function FrontPlaceItem({ front, edition, view, last }: FrontPlaceItemProps) {
  const intl = useIntl();
  const { index, place, story } = view;
  const name = placeName(intl, index);
  const inPlace = (field: keyof typeof frontFieldNames) => fieldInPlace(intl, intl.formatMessage(frontFieldNames[field]), name);
  const headline = place?.headline ?? '';
  const problem = front.problemFor(edition, index);
  const uploading = front.uploading?.edition === edition && front.uploading.place === index;
  const refused = front.error?.kind === 'imageType' || front.error?.kind === 'imageTooLarge' ? frontErrorText(intl, front.error) : undefined;
  const automatic = story
    ? intl.formatMessage({ id: 'admin.front.story.automatic', defaultMessage: 'Automatic: {title}' }, { title: story.title })
    : intl.formatMessage({ id: 'admin.front.story.none', defaultMessage: 'Automatic: no story left' });
  const picture = place?.image ?? (place ? story?.image : undefined);
  return (
    <li
      className={`${styles.place} ${index === 0 ? styles.lead : ''}`}
      data-place={index}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        // Some browsers start a drag only with data in it; which place is dragged is the store's.
        event.dataTransfer.setData('text/plain', story?.title ?? name);
        front.startDrag(edition, index);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        front.dropOn(edition, index);
      }}
      onDragEnd={() => front.endDrag()}
    >
      <div className={styles.placeHead}>
        {/* The handle is drawn by CSS: the buttons beside it say the same to everyone. */}
        <span className={styles.handle} aria-hidden="true" />
        <h2 className={styles.placeName}>{name}</h2>
        <div className={styles.moves}>
          <Button
            variant="secondary"
            data-move="up"
            aria-label={fieldInPlace(intl, intl.formatMessage(moveNames.up), name)}
            disabled={index === 0}
            onClick={() => front.move(edition, index, index - 1)}
          >
            {intl.formatMessage(moveNames.up)}
          </Button>
          <Button
            variant="secondary"
            data-move="down"
            aria-label={fieldInPlace(intl, intl.formatMessage(moveNames.down), name)}
            disabled={last}
            onClick={() => front.move(edition, index, index + 1)}
          >
            {intl.formatMessage(moveNames.down)}
          </Button>
        </div>
      </div>
      <div className={styles.placeBody}>
        {picture && <img className={styles.thumb} src={picture.path} alt="" width={picture.width} height={picture.height} />}
        <div className={desk.field}>
          <label className={desk.label} htmlFor={`front-${edition}-${index}`}>
            {inPlace('story')}
          </label>
          <select
            id={`front-${edition}-${index}`}
            className={styles.select}
            value={place?.articleId ?? ''}
            onChange={(event) => front.choose(edition, index, event.target.value || null)}
          >
            <option value="">{automatic}</option>
            {front.candidates[edition].map((candidate) => (
              <option key={candidate._id} value={candidate._id}>
                {candidate.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      {place && (
        <div className={styles.overrides}>
          <DeskTextField
            label={inPlace('headline')}
            hint={intl.formatMessage({ id: 'admin.front.headline.hint', defaultMessage: "Left empty, the story’s own title shows." })}
            value={headline}
            lang={edition}
            message={problem ? tooLongText(intl, problem.max, headline.length) : undefined}
            onChange={(value) => front.setHeadline(edition, index, value)}
          />
          {uploading ? (
            <UploadProgress label={intl.formatMessage({ id: 'admin.front.picture.uploading', defaultMessage: 'Uploading the picture' })} percent={null} />
          ) : (
            <FilePicker
              label={inPlace('picture')}
              files={[]}
              accept={ARTICLE_LIMITS.imageTypes.join(',')}
              hint={intl.formatMessage({ id: 'admin.front.picture.hint', defaultMessage: "Without one, the story’s own picture shows." })}
              error={refused}
              onAdd={(files) => {
                const [file] = files;
                if (file) void front.uploadPicture(edition, index, file);
              }}
              onRemove={() => front.removePicture(edition, index)}
            />
          )}
          {place.image && !uploading && (
            <Button variant="secondary" onClick={() => front.removePicture(edition, index)}>
              {fieldInPlace(intl, intl.formatMessage({ id: 'admin.front.picture.remove', defaultMessage: 'Use the story’s own picture' }), name)}
            </Button>
          )}
        </div>
      )}
    </li>
  );
});
