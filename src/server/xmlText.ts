// Characters XML 1.0 forbids anywhere, even escaped (C0 controls but tab, newline and return; lone surrogates;
// U+FFFE, U+FFFF), and the C1 controls and DEL, which it allows but no text of ours means: one of them in a
// title would make the whole document unreadable to a strict parser, so it is dropped.
const NOT_XML = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML may carry it: the forbidden characters dropped (U+2028 and the like are legal and kept). */
export function xmlCharacters(text: string): string {
  return text.replace(NOT_XML, '');
}

/**
 * The five characters XML reserves, as character references: an address with `&` or a quote stays well-formed.
 * HTML reads the same references, so this is also how text goes into a feed field readers show as HTML.
 */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

