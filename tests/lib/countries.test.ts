import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { countryOptions, findCountry, searchCountries, SUGGESTED_COUNTRIES } from '../../src/lib/countries';

describe('country list (SPEC §3: code, label, dial phone, optional suggested flag)', () => {
  it('lists every country with a calling code once, each with its dial code', () => {
    const options = countryOptions('en');
    expect(options).toHaveLength(getCountries().length);
    expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
    for (const option of options) {
      expect(option.code).toMatch(/^[A-Z]{2}$/);
      expect(option.dialPhone).toMatch(/^\+\d{1,4}$/);
      expect(option.label).not.toBe('');
    }
    expect(findCountry(options, 'JP')).toEqual({ code: 'JP', label: 'Japan', dialPhone: '+81', suggested: true });
    expect(findCountry(options, 'GB')).toEqual({ code: 'GB', label: 'United Kingdom', dialPhone: '+44' });
    expect(findCountry(options, 'TW')?.dialPhone).toBe('+886');
    expect(findCountry(options, undefined)).toBeUndefined();
  });

  it('puts the suggested six first, flagged, then the rest in the language’s order', () => {
    for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) {
      const options = countryOptions(locale);
      expect(options.slice(0, 6).map((option) => option.code)).toEqual([...SUGGESTED_COUNTRIES]);
      expect(options.slice(0, 6).every((option) => option.suggested)).toBe(true);
      expect(options.slice(6).some((option) => option.suggested)).toBe(false);
      const rest = options.slice(6).map((option) => option.label);
      const collator = new Intl.Collator(locale === 'en' ? 'en' : locale === 'zh-cn' ? 'zh-Hans-CN' : 'zh-Hant-TW');
      expect(rest).toEqual([...rest].sort(collator.compare));
    }
    expect(countryOptions('en').slice(0, 6).map((option) => option.label)).toEqual([
      'Australia',
      'Canada',
      'Germany',
      'France',
      'Japan',
      'United States',
    ]);
  });

  it('names the countries in Simplified and in Traditional Chinese', () => {
    expect(countryOptions('zh-cn').slice(0, 6).map((option) => option.label)).toEqual([
      '澳大利亚',
      '加拿大',
      '德国',
      '法国',
      '日本',
      '美国',
    ]);
    expect(countryOptions('zh-tw').slice(0, 6).map((option) => option.label)).toEqual([
      '澳洲',
      '加拿大',
      '德國',
      '法國',
      '日本',
      '美國',
    ]);
  });

  it('finds countries by name (case and accents ignored), by dial code and by ISO code', () => {
    const en = countryOptions('en');
    expect(searchCountries(en, '')).toBe(en);
    expect(searchCountries(en, 'japan').map((option) => option.code)).toEqual(['JP']);
    // Names that start with the text come before names that only contain it.
    const land = searchCountries(en, 'ire').map((option) => option.code);
    expect(land[0]).toBe('IE');
    expect(searchCountries(en, 'cote').map((option) => option.code)).toEqual(['CI']);
    expect(searchCountries(en, '+44').map((option) => option.code).sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(searchCountries(en, '886').map((option) => option.code)).toEqual(['TW']);
    expect(searchCountries(en, 'jp').map((option) => option.code)).toEqual(['JP']);
    expect(searchCountries(en, 'Atlantis')).toEqual([]);
    // 日本 starts with 日; 尼日尔 and 尼日利亚 only contain it.
    expect(searchCountries(countryOptions('zh-cn'), '日').map((option) => option.code)).toEqual(['JP', 'NE', 'NG']);
    expect(searchCountries(countryOptions('zh-tw'), '德國').map((option) => option.code)).toEqual(['DE']);
  });
});
