import { useRef, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import * as styles from './Multimedia.module.css';

export interface LibraryFileButtonsProps {
  /** "Choose from the media library" in its own words (a video, a poster, pictures). */
  readonly chooseLabel: ReactNode;
  readonly uploadLabel: ReactNode;
  /** The file types the picker offers (the server decides by the bytes). */
  readonly accept: string;
  readonly multiple?: boolean;
  readonly busy: boolean;
  readonly onChoose: () => void;
  readonly onUpload: (files: readonly File[]) => void;
}

/** A file of a video or gallery: chosen from the media library, or uploaded into it (the picker opened by a button). */
export function LibraryFileButtons({ chooseLabel, uploadLabel, accept, multiple = false, busy, onChoose, onUpload }: LibraryFileButtonsProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className={styles.fileButtons}>
      <Button variant="secondary" onClick={onChoose} busy={busy}>
        {chooseLabel}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onUpload(files);
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} busy={busy}>
        {uploadLabel}
      </Button>
    </span>
  );
}
