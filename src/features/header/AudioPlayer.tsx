import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/** SPEC §2: plays the main page's audio, or an audio the reader chose on a page. */
export const AudioPlayer = observer(function AudioPlayer() {
  const { audio } = useStores();
  const intl = useIntl();
  const element = useRef<HTMLAudioElement>(null);
  const track = audio.track;

  useEffect(() => {
    const player = element.current;
    if (!player || !track) return;
    if (audio.playing && player.paused) player.play().catch(() => audio.setPlaying(false));
    if (!audio.playing && !player.paused) player.pause();
  }, [audio, audio.playing, track]);

  if (!track) return <div className={styles.audio} aria-hidden="true" />;
  const action = audio.playing
    ? intl.formatMessage({ id: 'header.audio.pause', defaultMessage: 'Pause {title}' }, { title: track.title })
    : intl.formatMessage({ id: 'header.audio.play', defaultMessage: 'Play {title}' }, { title: track.title });
  return (
    <div className={styles.audio}>
      <button
        type="button"
        className={styles.playButton}
        aria-label={action}
        aria-pressed={audio.playing}
        onClick={() => audio.setPlaying(!audio.playing)}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {audio.playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" /> : <path d="M6 4l14 8-14 8z" fill="currentColor" />}
        </svg>
      </button>
      <span className={styles.audioTitle}>{track.title}</span>
      <audio ref={element} src={track.file} preload="none" onEnded={() => audio.setPlaying(false)} onPause={() => audio.setPlaying(false)} onPlay={() => audio.setPlaying(true)} />
    </div>
  );
});
