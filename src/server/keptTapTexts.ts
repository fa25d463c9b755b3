import { createIntl } from '@formatjs/intl';
import type { Locale } from '../../contracts/common';
import { INTL_LOCALE } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import type { KeptTapTexts } from '../lib/keepTaps';

const made = new WeakMap<Messages, KeptTapTexts>();

/**
 * What a full page says while a tap waits for the app (src/lib/keepTaps.ts), in its language: made once per
 * locale's messages (an object its chunk makes once), not per render.
 */
export function keptTapTexts(locale: Locale, messages: Messages): KeptTapTexts {
  const known = made.get(messages);
  if (known) return known;
  const intl = createIntl({ locale: INTL_LOCALE[locale], messages });
  const texts = {
    waiting: intl.formatMessage({ id: 'page.keptTap.waiting', defaultMessage: 'Getting the page ready…' }),
    failed: intl.formatMessage({ id: 'page.keptTap.failed', defaultMessage: 'The page could not get ready. Check the connection and try again.' }),
  };
  made.set(messages, texts);
  return texts;
}
