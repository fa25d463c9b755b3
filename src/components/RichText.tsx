import { useEffect, useId, useMemo, useRef, useState } from 'react';
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

/** What the server sent for one body, as the browser parsed it: its HTML went through the server's sanitizer. */
interface ServerBody {
  readonly html: string;
  readonly locale: string;
  readonly clean: string;
}

/**
 * While the browser hydrates the server's HTML, the body the server rendered under this id is in the document:
 * its markup is the server's sanitized HTML, and adopting it as it stands is what hydration expects (and needs no
 * sanitizer here). Never after hydration: a page rendered in the browser has only HTML from the API, which is
 * cleaned here before it is shown, whatever element happens to be in the document.
 */
function adoptServerBody(id: string, hydrated: boolean, html: string, locale: string): ServerBody | null {
  if (hydrated || typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element instanceof HTMLDivElement ? { html, locale, clean: element.innerHTML } : null;
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
  const [server] = useState(() => adoptServerBody(id, hydrated, html, intl.locale));
  const [sanitize, setSanitize] = useState<StorySanitizer | null>(storySanitizer);
  const clean = useMemo(() => {
    if (server && server.html === html && server.locale === intl.locale) return server.clean;
    return sanitize ? sanitize(html, intl.locale, embedLabels(intl)) : null;
  }, [server, sanitize, html, intl]);

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
      // The only HTML the site shows from the server: sanitized just above, or by the server for the body it sent.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
