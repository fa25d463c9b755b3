import { useEffect, useMemo, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import * as styles from './RichText.module.css';
import { sanitizeStoryHtml } from '../lib/sanitizeHtml';
import { loadEmbed, type EmbedLabels } from '../lib/storyBlocks';

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

/**
 * The body of an article or post: the editors' markup, sanitized, set for long reading, its blocks (pictures,
 * galleries, embeds) in their reader's form. An embed's button is the one thing here that acts: a click loads the
 * provider's player then, and not before (docs/decisions/097).
 */
export function RichText({ html, className }: RichTextProps) {
  const intl = useIntl();
  const body = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => sanitizeStoryHtml(html, intl.locale, embedLabels(intl)), [html, intl]);

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

  return (
    <div
      ref={body}
      className={className ? `${styles.prose} ${className}` : styles.prose}
      // The only HTML the site shows from the server, and it has been through DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
