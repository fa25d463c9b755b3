import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import * as styles from './RichText.module.css';
import { useHydrated } from '../hooks/useHydrated';
import { loadEmbed, type EmbedLabels } from '../lib/storyBlocks';
import { loadStorySanitizer, storySanitizer, type StorySanitizer } from '../lib/storySanitizer';

export interface RichTextProps {
  /** HTML from the server: it is sanitized here, never shown as it came. */
  readonly html: string;
  readonly className?: string;
}

function embedLabels(intl: IntlShape): EmbedLabels {
  return {
    load: (provider) => intl.formatMessage({ id: 'story.embed.load', defaultMessage: 'Load content from {provider}' }, { provider }),
    open: (provider) => intl.formatMessage({ id: 'story.embed.open', defaultMessage: 'Open on {provider}' }, { provider }),
    playerNotice: (provider) =>
      intl.formatMessage(
        {
          id: 'story.embed.playerNotice',
          defaultMessage: 'This content is hosted by {provider}. Nothing is loaded from {provider} until you choose to, and then {provider} may set cookies.',
        },
        { provider },
      ),
    postNotice: (provider) =>
      intl.formatMessage(
        { id: 'story.embed.postNotice', defaultMessage: 'This post is on {provider}. Open it there: nothing from {provider} loads on this page.' },
        { provider },
      ),
  };
}

/** The element the server rendered for one body, from its sanitized HTML, and what it was rendered from. */
interface ServerBody {
  readonly html: string;
  readonly locale: string;
  readonly element: HTMLDivElement;
}

/**
 * While the browser hydrates the server's HTML, the body the server rendered under this id is in the document:
 * its markup is the server's sanitized HTML, and hydration keeps that element as it is (no sanitizer needed here).
 * Its HTML is never read back and written again: a second parse of serialized markup is how mutation XSS gets
 * past a sanitizer. Never after hydration: a page rendered in the browser has only HTML from the API, which is
 * cleaned here before it is shown, whatever element happens to be in the document.
 */
function adoptServerBody(id: string, hydrated: boolean, html: string, locale: string): ServerBody | null {
  if (hydrated || typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element instanceof HTMLDivElement ? { html, locale, element } : null;
}

/**
 * The body of an article or post: the editors' markup, sanitized, set for long reading, its blocks (pictures,
 * galleries, embeds) in their reader's form. An embed's button is the one thing here that acts: a click loads the
 * provider's player then, and not before (docs/decisions/097).
 *
 * The server sanitizes (DOMPurify on jsdom) and the browser hydrating its page adopts that body as it is; the
 * browser loads DOMPurify only when it shows a body the server did not render (a page reached by a link in the
 * page, the static demo), and the body's box stays empty and busy until it is here (docs/decisions/109).
 */
export function RichText({ html, className }: RichTextProps) {
  const intl = useIntl();
  const id = useId();
  const hydrated = useHydrated();
  const body = useRef<HTMLDivElement>(null);
  const [server, setServer] = useState(() => adoptServerBody(id, hydrated, html, intl.locale));
  const adopted = server !== null && server.html === html && server.locale === intl.locale;
  const [sanitize, setSanitize] = useState<StorySanitizer | null>(storySanitizer);
  const clean = useMemo(() => {
    if (adopted) return '';
    return sanitize ? sanitize(html, intl.locale, embedLabels(intl)) : null;
  }, [adopted, sanitize, html, intl]);

  useLayoutEffect(() => {
    // The server's element is adopted only as long as it is the one on the page and shows this body: once React
    // made another (it rendered this part again) or the body changed, the HTML is cleaned here, from the API's.
    if (server && (!adopted || body.current !== server.element)) setServer(null);
  }, [server, adopted]);

  useEffect(() => {
    if (clean !== null) return undefined;
    let live = true;
    void loadStorySanitizer().then((loaded) => {
      if (live) setSanitize(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [clean]);

  useEffect(() => {
    const element = body.current;
    if (!element) return undefined;
    // One listener for the body's buttons: they are markup from the HTML, not React's elements.
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-embed-load]') : null;
      if (!button || !element.contains(button)) return;
      const frame = loadEmbed(button, (provider) =>
        intl.formatMessage({ id: 'story.embed.frameTitle', defaultMessage: 'Content from {provider}' }, { provider }),
      );
      frame?.focus();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [intl]);

  const classes = className ? `${styles.prose} ${className}` : styles.prose;
  // Until the sanitizer is here, nothing of the HTML is shown: an empty, busy box.
  if (clean === null) return <div ref={body} id={id} className={classes} aria-busy="true" />;
  return (
    <div
      ref={body}
      id={id}
      className={classes}
      // The only HTML the site shows from the server: sanitized just above. An adopted body is the server's element
      // kept by hydration, its children untouched (React neither compares nor writes them: the HTML given is empty).
      dangerouslySetInnerHTML={{ __html: clean }}
      suppressHydrationWarning={adopted}
    />
  );
}
