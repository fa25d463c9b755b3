import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useStores } from '../../hooks/StoresContext';
import type { LegalDocument } from '../../i18n/legalTexts';
import { legalMessage } from './legalMessage';
import { plainLegalText } from './plainLegalText';
import * as styles from './LegalPage.module.css';

/** A document with at least this many sections gets a table of contents at the top. */
const CONTENTS_MIN_SECTIONS = 4;

function sectionId(index: number): string {
  return `section-${index + 1}`;
}

/** One legal document, its `{product}`, `<privacy>` and `<contact>` filled in. */
export const LegalDocumentView = observer(function LegalDocumentView({
  legal,
  product,
}: {
  readonly legal: LegalDocument;
  readonly product: string;
}) {
  const { popups } = useStores();
  const intl = useIntl();
  // The texts are ours (bundled, not from the server): ICU messages whose only tags are these two, read into
  // message ASTs without the ICU parser (legalMessage).
  const render = (text: string): ReactNode => {
    const parts = intl.formatters.getMessageFormat(legalMessage(text), intl.locale).format<ReactNode>({
      product,
      privacy: (chunks: ReactNode[]) => <Link href="/privacy">{chunks}</Link>,
      contact: (chunks: ReactNode[]) => (
        <button type="button" className={styles.inlineButton} onClick={() => popups.open('contact')}>
          {chunks}
        </button>
      ),
    });
    return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
  };

  // A link to a section (…/privacy#section-3) arrives before the texts: scroll to it once they are shown.
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (target) window.document.getElementById(target)?.scrollIntoView();
  }, []);

  const withContents = legal.sections.length >= CONTENTS_MIN_SECTIONS;
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {plainLegalText(legal.title, product)}
        </h1>
        <p className={styles.updated}>{plainLegalText(legal.updated, product)}</p>
        <p className={styles.intro}>{render(legal.intro)}</p>
      </header>
      {withContents && (
        <nav className={styles.contents} aria-label={intl.formatMessage({ id: 'legal.contents', defaultMessage: 'Contents' })}>
          <p className={styles.contentsTitle} aria-hidden="true">
            <FormattedMessage id="legal.contents" defaultMessage="Contents" />
          </p>
          <ol className={styles.contentsList}>
            {legal.sections.map((section, index) => (
              <li key={sectionId(index)}>
                <a href={`#${sectionId(index)}`}>{plainLegalText(section.heading, product)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {legal.sections.map((section, index) => (
        <section
          key={sectionId(index)}
          id={sectionId(index)}
          className={styles.section}
          aria-labelledby={`${sectionId(index)}-title`}
        >
          <h2 id={`${sectionId(index)}-title`} className={styles.heading}>
            {plainLegalText(section.heading, product)}
          </h2>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex} className={styles.paragraph}>
              {render(paragraph)}
            </p>
          ))}
          {section.items && section.items.length > 0 && (
            <ul className={styles.items}>
              {section.items.map((item, itemIndex) => (
                <li key={itemIndex}>{render(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
});
