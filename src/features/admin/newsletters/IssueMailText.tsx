import type { Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import * as styles from './Newsletters.module.css';

export interface IssueMailTextProps {
  /** The mail's text as the server writes it: paragraphs between blank lines, addresses as paths on lines of their own. */
  readonly text: string;
  readonly edition: Locale;
  /** The origin the mail queue writes the paths on (this site's, for a preview). */
  readonly origin: string;
}

/**
 * A newsletter's text as a mail program shows it: plain text, never HTML, so nothing in it can run; a story's
 * address becomes a link that opens beside the desk, the unsubscribe link (whose token is each subscriber's) stays
 * text.
 */
export function IssueMailText({ text, edition, origin }: IssueMailTextProps) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <div className={styles.mailText} lang={LOCALE_LIST[edition].lang}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, at) => {
            const address = line.startsWith('/') ? `${origin}${line}` : null;
            return (
              <span key={at} className={styles.mailLine}>
                {address && !line.includes('?') ? (
                  <a href={address} target="_blank" rel="noopener noreferrer">
                    {address}
                  </a>
                ) : (
                  (address ?? line)
                )}
              </span>
            );
          })}
        </p>
      ))}
    </div>
  );
}
