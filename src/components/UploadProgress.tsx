import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './UploadProgress.module.css';

export interface UploadProgressProps {
  readonly label: string;
  /** Whole percent sent, or null while the size is not known yet (an indeterminate bar). */
  readonly percent: number | null;
}

/** A labelled progress bar with its percentage written out beside it. */
export function UploadProgress({ label, percent }: UploadProgressProps) {
  const intl = useIntl();
  const id = useId();
  const shown = percent === null ? null : intl.formatNumber(percent / 100, { style: 'percent' });
  return (
    <div className={styles.upload}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <progress
          className={styles.bar}
          aria-labelledby={id}
          max={100}
          {...(percent === null ? {} : { value: percent, 'aria-valuetext': shown ?? undefined })}
        />
        <span className={styles.percent} aria-hidden="true">
          {shown}
        </span>
      </div>
    </div>
  );
}
