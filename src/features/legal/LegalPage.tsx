import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import { loadLegalTexts, type LegalDocumentName, type LegalTexts } from './legalContent';
import * as styles from './LegalPage.module.css';

/** A document with at least this many sections gets a table of contents at the top. */
const CONTENTS_MIN_SECTIONS = 4;

/** What the last load gave, for one locale and one attempt (a retry is a new attempt). */
type LoadResult = { readonly key: string; readonly texts: LegalTexts } | { readonly key: string; readonly failed: true };

/** `[privacy]…[/privacy]` and `[contact]…[/contact]` in a text: a link to the privacy policy, a button opening the contact form. */
const MARKED = /\[(privacy|contact)\](.*?)\[\/\1\]/g;

function sectionId(index: number): string {
  return `section-${index + 1}`;
}

/**
 * The privacy policy and the browsing notice: long texts in the reader's language, loaded on demand (each
 * locale's texts are their own chunk). `{product}` in the texts becomes the product's name.
 */
export const LegalPage = observer(function LegalPage({ document: name }: { readonly document: LegalDocumentName }) {
  const { locale, popups } = useStores();
  const intl = useIntl();
  const productName = config.product.name[locale];
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<LoadResult | null>(null);
  const key = `${locale}#${attempt}`;

  useEffect(() => {
    let stale = false;
    loadLegalTexts(locale).then(
      (texts) => {
        if (!stale) setResult({ key, texts });
      },
      () => {
        if (!stale) setResult({ key, failed: true });
      },
    );
    return () => {
      stale = true;
    };
  }, [locale, key]);

  const current = result?.key === key ? result : null;
  const legal = current && 'texts' in current ? current.texts[name] : null;
  const fill = (text: string) => text.replaceAll('{product}', productName).replace(MARKED, '$2');
  // The texts are ours (bundled, not from the server); the markers only ever become these two elements.
  const render = (text: string): ReactNode[] =>
    text
      .replaceAll('{product}', productName)
      .split(MARKED)
      .reduce<ReactNode[]>((nodes, part, index, parts) => {
        if (index % 3 === 0) nodes.push(part);
        else if (index % 3 === 2) {
          nodes.push(
            parts[index - 1] === 'privacy' ? (
              <Link key={index} href="/privacy">
                {part}
              </Link>
            ) : (
              <button key={index} type="button" className={styles.inlineButton} onClick={() => popups.open('contact')}>
                {part}
              </button>
            ),
          );
        }
        return nodes;
      }, []);
  const title = legal ? fill(legal.title) : null;

  useDocumentTitle(title, productName);

  // A link to a section (…/privacy#section-3) arrives before the texts: scroll to it once they are shown.
  const shown = legal !== null;
  useEffect(() => {
    if (!shown) return;
    const target = window.location.hash.slice(1);
    if (target) window.document.getElementById(target)?.scrollIntoView();
  }, [shown]);

  if (current && 'failed' in current) {
    return (
      <div className={styles.state}>
        <p role="alert">
          <FormattedMessage id="legal.error" defaultMessage="This page could not be loaded." />
        </p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          <FormattedMessage id="legal.retry" defaultMessage="Try again" />
        </Button>
      </div>
    );
  }

  if (!legal || title === null) {
    return (
      <p className={styles.state} role="status">
        <FormattedMessage id="legal.loading" defaultMessage="Loading…" />
      </p>
    );
  }

  const withContents = legal.sections.length >= CONTENTS_MIN_SECTIONS;
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.updated}>{fill(legal.updated)}</p>
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
                <a href={`#${sectionId(index)}`}>{fill(section.heading)}</a>
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
            {fill(section.heading)}
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
