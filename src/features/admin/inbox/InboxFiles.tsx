import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { InboxFile } from '../../../../contracts/adminInbox';
import { Button } from '../../../components/Button';
import * as styles from './Inbox.module.css';

export interface InboxFilesProps {
  readonly files: readonly InboxFile[];
  readonly busy: boolean;
  readonly onDownload: (file: InboxFile) => void;
}

/** A file's size as people read it: bytes under a kilobyte, else kilobytes or megabytes. */
function sizeText(intl: IntlShape, bytes: number): string {
  if (bytes < 1024) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

/** A contribution's files: each downloaded as it was sent (the browser saves it; the desk never shows it). */
export function InboxFiles({ files, busy, onDownload }: InboxFilesProps) {
  const intl = useIntl();
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file._id} className={styles.file}>
          <span className={styles.fileName}>{file.name}</span>
          <span>{sizeText(intl, file.size)}</span>
          <Button variant="secondary" busy={busy} onClick={() => onDownload(file)}>
            <FormattedMessage id="admin.inbox.download" defaultMessage="Download {name}" values={{ name: file.name }} />
          </Button>
        </li>
      ))}
    </ul>
  );
}
