/**
 * Simplified ⇄ Traditional (Taiwan) conversion for the desk: OpenCC's phrase-aware converters (cn → twp uses
 * Taiwan phrases, 软件 → 軟體, not one character at a time). opencc-js and its dictionaries are loaded on first use
 * only, so they stay out of the desk's first chunk as well as the reader's bundle.
 */
export type ChineseLocale = 'zh-cn' | 'zh-tw';
export type ScriptConverter = (text: string) => string;

const converters = new Map<ChineseLocale, Promise<ScriptConverter>>();

/** The converter from `from` to the other Chinese script, built once and shared. */
export function converterFrom(from: ChineseLocale): Promise<ScriptConverter> {
  let converter = converters.get(from);
  if (!converter) {
    converter = import('opencc-js').then((OpenCC) =>
      from === 'zh-cn' ? OpenCC.Converter({ from: 'cn', to: 'twp' }) : OpenCC.Converter({ from: 'tw', to: 'cn' }),
    );
    // A failed load (offline) is tried again next time, not remembered.
    converter.catch(() => converters.delete(from));
    converters.set(from, converter);
  }
  return converter;
}

export function otherScript(locale: ChineseLocale): ChineseLocale {
  return locale === 'zh-cn' ? 'zh-tw' : 'zh-cn';
}
