import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxFile } from '../../../../contracts/adminInbox';
import { Button } from '../../../components/Button';
import * as styles from './Inbox.module.css';

export interface InboxFilesProps {
  readonly files: readonly InboxFile[];
  readonly busy: boolean;
  readonly onDownload: (file: InboxFile) => void;
}

/** A contribution's files: each downloaded as it was sent (the browser saves it; the desk never shows it). */
export function InboxFiles({ files, busy, onDownload }: InboxFilesProps) {
  const intl = useIntl();
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file._id} className={styles.file}>
          <span className={styles.fileName}>{file.name}</span>
          <span>{intl.formatNumber(file.size / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })}</span>
          <Button variant="secondary" busy={busy} onClick={() => onDownload(file)}>
            <FormattedMessage id="admin.inbox.download" defaultMessage="Download {name}" values={{ name: file.name }} />
          </Button>
        </li>
      ))}
    </ul>
  );
}
