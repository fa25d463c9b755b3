import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { clockDuration } from '../../../lib/duration';
import * as styles from './Home.module.css';

export interface AudioPreviewProps {
  readonly path: string;
  /** The audio's title (or the field's name while it has none): the player's accessible name. */
  readonly label: string;
}

/**
 * The player readers get, to hear the choice, and its length in words. Only the file's metadata is fetched
 * (preload="metadata"), so the real length shows without downloading the file; until the browser knows it (some
 * browsers read nothing before a play) the line says so instead of a made-up 0:00. Render it with `key={path}`:
 * another file starts unknown again.
 */
export function AudioPreview({ path, label }: AudioPreviewProps) {
  const lengthId = useId();
  const [seconds, setSeconds] = useState<number | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const learn = (duration: number) => {
    // A live stream reports Infinity and a file not read yet NaN: neither is a length to show.
    if (Number.isFinite(duration) && duration > 0) setSeconds(duration);
  };
  return (
    <div className={styles.audioPreview}>
      <audio
        className={styles.player}
        controls
        preload="metadata"
        src={path}
        aria-label={label}
        aria-describedby={lengthId}
        onLoadedMetadata={(event) => learn(event.currentTarget.duration)}
        onDurationChange={(event) => learn(event.currentTarget.duration)}
        onError={() => setUnreadable(true)}
      />
      <p id={lengthId} className={unreadable ? styles.audioUnreadable : styles.audioLength} role={unreadable ? 'alert' : undefined}>
        {unreadable ? (
          <FormattedMessage id="admin.headerHome.audio.unreadable" defaultMessage="This file could not be read: readers would hear nothing. Choose or upload another." />
        ) : seconds === null ? (
          <FormattedMessage id="admin.headerHome.audio.lengthUnknown" defaultMessage="Length: not known yet" />
        ) : (
          <FormattedMessage id="admin.headerHome.audio.length" defaultMessage="Length: {duration}" values={{ duration: clockDuration(seconds) }} />
        )}
      </p>
    </div>
  );
}
