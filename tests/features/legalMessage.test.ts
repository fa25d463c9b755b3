import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contracts/common';
import { loadLegalTexts, type LegalDocument } from '../../src/i18n/legalTexts';
import { legalMessage } from '../../src/features/legal/legalMessage';

function textsOf(document: LegalDocument): string[] {
  return [
    document.title,
    document.updated,
    document.intro,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])]),
  ];
}

// docs/decisions/039: the browser has no ICU parser; legalMessage must read the legal texts exactly as it would.
describe('legalMessage', () => {
  for (const locale of LOCALES) {
    it(`reads every ${locale} legal text into the AST the ICU parser makes of it`, async () => {
      const texts = await loadLegalTexts(locale);
      for (const text of [...textsOf(texts.privacy), ...textsOf(texts.notice)]) {
        expect(legalMessage(text), text).toEqual(parse(text));
      }
    });
  }

  it('reads nested text, the product and both tags', () => {
    const text = 'Write to {product} <contact>through the form</contact> or read <privacy>the policy</privacy>.';
    expect(legalMessage(text)).toEqual(parse(text));
  });

  it('refuses ICU it does not read instead of showing it wrong', () => {
    expect(() => legalMessage('{count, plural, one {# day} other {# days}}')).toThrow();
    expect(() => legalMessage('<b>bold</b>')).toThrow();
    expect(() => legalMessage('<contact>never closed')).toThrow();
  });
});
