import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../contracts/common';
import { useHydrated } from '../hooks/useHydrated';
import { SHARE_NETWORKS, shareHref, type ShareNetwork } from '../lib/share';
import * as chips from './Chips.module.css';
import * as styles from './ShareLinks.module.css';

export interface ShareLinksProps {
  /** The story's canonical address (absolute). */
  readonly url: string;
  readonly title: string;
  readonly locale: Locale;
}

/**
 * Share a story: the phone's own share sheet where there is one, copy the link, and the networks the edition's
 * readers use. The network links are plain links (they work without JavaScript); the share sheet and the copy
 * button need the browser's APIs, so they appear after hydration, where the browser has them.
 */
export function ShareLinks({ url, title, locale }: ShareLinksProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const canShare = hydrated && typeof navigator.share === 'function';
  const canCopy = hydrated && navigator.clipboard !== undefined;
  const name = (network: ShareNetwork) => intl.formatMessage(NETWORK_NAMES[network]);
  const newTab = intl.formatMessage({ id: 'footer.nav.newTab', defaultMessage: '(opens in a new tab)' });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Refused (no permission): the address bar still has the link; nothing is claimed.
      setCopied(false);
    }
  };

  return (
    <section className={`${styles.share} no-print`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <FormattedMessage id="share.title" defaultMessage="Share" />
      </h2>
      <ul className={chips.chips}>
        {canShare && (
          <li>
            <button type="button" className={chips.chip} onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
              <FormattedMessage id="share.native" defaultMessage="Share…" />
            </button>
          </li>
        )}
        {canCopy && (
          <li>
            <button type="button" className={chips.chip} onClick={() => void copy()}>
              <FormattedMessage id="share.copy" defaultMessage="Copy link" />
            </button>
          </li>
        )}
        {SHARE_NETWORKS[locale].map((network) => (
          <li key={network}>
            <a
              className={chips.chip}
              href={shareHref(network, url, title)}
              {...(network === 'email'
                ? { 'aria-label': intl.formatMessage({ id: 'share.by', defaultMessage: 'Share by {network}' }, { network: name(network) }) }
                : {
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    'aria-label': `${intl.formatMessage({ id: 'share.on', defaultMessage: 'Share on {network}' }, { network: name(network) })} ${newTab}`,
                  })}
            >
              {name(network)}
            </a>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {copied && <FormattedMessage id="share.copied" defaultMessage="Link copied" />}
      </p>
    </section>
  );
}

const NETWORK_NAMES = defineMessages<ShareNetwork>({
  x: { id: 'share.network.x', defaultMessage: 'X' },
  facebook: { id: 'share.network.facebook', defaultMessage: 'Facebook' },
  linkedin: { id: 'share.network.linkedin', defaultMessage: 'LinkedIn' },
  whatsapp: { id: 'share.network.whatsapp', defaultMessage: 'WhatsApp' },
  weibo: { id: 'share.network.weibo', defaultMessage: 'Weibo' },
  line: { id: 'share.network.line', defaultMessage: 'LINE' },
  email: { id: 'share.network.email', defaultMessage: 'Email' },
});
