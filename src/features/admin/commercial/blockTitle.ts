import type { AdminCommercialBlock } from '../../../../contracts/adminCommercial';
import type { Locale } from '../../../../contracts/common';

/** A block's name in the desk's language when it shows there, else in the first language it shows in (with that `lang`). */
export function blockTitle(block: AdminCommercialBlock, locale: Locale): { readonly text: string; readonly lang: Locale } {
  const shownIn = block.locales.includes(locale) ? locale : (block.locales[0] ?? locale);
  return { text: block.data[shownIn].title || block.href, lang: shownIn };
}
