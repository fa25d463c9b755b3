import * as OpenCC from 'opencc-js';
import ST_CHARACTERS from 'opencc-js/dict/STCharacters';
import TS_CHARACTERS from 'opencc-js/dict/TSCharacters';
import { describe, expect, it } from 'vitest';
import zhCnMessages from '../locales/zh-cn.json';
import zhTwMessages from '../locales/zh-tw.json';
import { seed } from '../mocks/seed/data';
import { texts as zhCnLegal } from '../src/i18n/legalTexts.zh-cn';
import { texts as zhTwLegal } from '../src/i18n/legalTexts.zh-tw';
import { MAIL_TEXTS } from '../src/rules/mailTexts';

// Issue 28: the Chinese editions proofread as their readers write. zh-tw has no Simplified character and no
// mainland wording (一只 where Taiwan writes 一隻, 視頻, 信息, 軟件 …); zh-cn has no Traditional character.
// Everything a reader can see is read: the site's and the desk's messages, the legal texts, the mails and the
// seed (stories, posts, pictures, sponsors, polls, weather, and the comments of readers from each side).

type Chinese = 'zh-cn' | 'zh-tw';
interface Text {
  readonly where: string;
  readonly text: string;
}

/** Every string below `value`, with the path that leads to it. */
function stringsIn(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${where}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${where}.${key}`));
  return [];
}

/** The strings of the seed written for `locale`: whatever sits under a `locale` key, at any depth. */
function seedTextsOf(value: unknown, locale: Chinese, where: string): Text[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => seedTextsOf(item, locale, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === locale ? stringsIn(item, `${where}.${key}`) : seedTextsOf(item, locale, `${where}.${key}`),
  );
}

/** Readers who comment from Taiwan, and from the mainland (mocks/seed/comments.ts): each writes their own script. */
const COMMENTERS: Record<Chinese, readonly string[]> = {
  'zh-cn': ['usr_xiaoming', 'usr_r02', 'usr_r06', 'usr_r10'],
  'zh-tw': ['usr_meiling', 'usr_r03', 'usr_r07'],
};

function textsOf(locale: Chinese): Text[] {
  const messages = locale === 'zh-cn' ? zhCnMessages : zhTwMessages;
  const legal = locale === 'zh-cn' ? zhCnLegal : zhTwLegal;
  return [
    ...stringsIn(messages, `locales/${locale}.json`),
    ...stringsIn(legal, `legal/texts.${locale}.ts`),
    ...Object.entries(MAIL_TEXTS).flatMap(([kind, texts]) => stringsIn(texts[locale], `mailTexts.${kind}`)),
    ...seedTextsOf(seed, locale, 'seed'),
    ...seed.comments
      .filter((comment) => COMMENTERS[locale].includes(comment.userId ?? ''))
      .map((comment) => ({ where: `seed comment ${comment._id}`, text: comment.text })),
  ];
}

// OpenCC's conversions between the scripts. Their phrase tables know the context of a character (后 in 皇后 stays, in
// 后来 becomes 後), but also change characters Taiwan writes as they are (了解 → 瞭解, 宣布 → 宣佈, 出自 → 齣自): a
// character counts only where the phrase conversion changes it and its own character table has another form for
// it, so only characters of the other script are found.
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

/** An OpenCC character table ("from to|from to …") as the set of characters it changes. */
function changedBy(dictionary: string): Set<string> {
  return new Set(dictionary.split('|').flatMap((entry) => {
    const [from, to] = entry.split(' ');
    return from && to && from !== to ? [from] : [];
  }));
}
const SIMPLIFIED_FORMS = changedBy(ST_CHARACTERS);
const TRADITIONAL_FORMS = changedBy(TS_CHARACTERS);

/**
 * Words each edition writes as they are although OpenCC's tables change a character of them: Taiwan's standard forms
 * (Ministry of Education: 台, 岩, 占, 干擾, 鄰里, 公里, 濃郁), 只 as "only" (where it counts things the wording check
 * below catches it), and 喫茶店, a Japanese café's name written as in Japan.
 */
const ACCEPTED: Record<Chinese, RegExp> = {
  'zh-tw': /[台只岩占]|干擾|若干|鄰里|公里|濃郁|喫茶/gu,
  'zh-cn': /喫茶/gu,
};

/** The characters of `text` written in the other script than `locale`'s. */
function otherScript(text: string, locale: Chinese): string[] {
  const [convert, forms] = locale === 'zh-tw' ? [toTraditional, SIMPLIFIED_FORMS] : [toSimplified, TRADITIONAL_FORMS];
  // Accepted words are blanked out (one character for one, so every other keeps its place).
  const characters = [...text.replace(ACCEPTED[locale], (word) => '〇'.repeat([...word].length))];
  const converted = [...convert(characters.join(''))];
  // The conversions used here are character for character: a different length would misplace every later one.
  if (converted.length !== characters.length) return [`(length changed: ${converted.join('')})`];
  return characters.filter((character, index) => character !== converted[index] && forms.has(character));
}

/**
 * Words the mainland writes and Taiwan does not, with what Taiwan writes (Taiwan's Ministry of Education and the
 * usage of its newspapers). Only words with no second meaning in Taiwan: 文件, 項目 and 程序 are good Taiwan words
 * too, so OpenCC's own Taiwan phrase list (which changes them) is not used as the list.
 */
const MAINLAND_WORDS: Readonly<Record<string, string>> = {
  視頻: '影片 / 視訊',
  信息: '資訊 / 訊息',
  軟件: '軟體',
  硬件: '硬體',
  網絡: '網路',
  互聯網: '網際網路',
  質量: '品質',
  默認: '預設',
  用戶: '使用者',
  鼠標: '滑鼠',
  打印: '列印',
  服務器: '伺服器',
  數據庫: '資料庫',
  文件夾: '資料夾',
  應用程序: '應用程式',
  程序員: '程式設計師',
  短信: '簡訊',
  激光: '雷射',
  出租車: '計程車',
  公交: '公車',
  博客: '部落格',
  屏幕: '螢幕',
  界面: '介面',
  登錄: '登入',
  點擊: '點選',
  搜索: '搜尋',
  帖子: '貼文',
  在線: '線上',
  寬帶: '寬頻',
  數碼: '數位',
  智能: '智慧',
  芯片: '晶片',
  內存: '記憶體',
  硬盤: '硬碟',
  激活: '啟用',
  充值: '儲值',
  菜譜: '食譜',
  郵箱: '電子信箱',
  高清: '高畫質',
  方便麵: '泡麵',
  酸奶: '優格',
  打車: '叫車',
  視頻號: '影音帳號',
  刷新: '重新整理',
};

/** Where a listed word is Taiwan's too: 刷新紀錄 (to break a record). */
const TAIWAN_TOO = /刷新(?:紀錄|記錄)/gu;

/** 只 counting things after a number or a demonstrative is the mainland's; Taiwan writes 隻 (一隻登機箱). */
const MEASURE_ZHI = /[一二兩三四五六七八九十百幾每這那哪半]只(?![是有要能會好怕得不])/gu;

function mainlandWording(written: string): string[] {
  const text = written.replace(TAIWAN_TOO, '');
  const found = Object.keys(MAINLAND_WORDS)
    .filter((word) => text.includes(word))
    .map((word) => `${word} → ${MAINLAND_WORDS[word]}`);
  for (const match of text.matchAll(MEASURE_ZHI)) found.push(`${match[0]} → ${match[0].replace('只', '隻')}`);
  return found;
}

describe('proofreading the Chinese editions', () => {
  it('reads something in each: the messages, legal texts, mails, seed and comments', () => {
    for (const locale of ['zh-cn', 'zh-tw'] as const) {
      const wheres = textsOf(locale).map((text) => text.where);
      for (const source of ['locales/', 'legal/', 'mailTexts.', 'seed.articles', 'seed.posts', 'seed.videos', 'seed.commercialBlocks', 'seed comment']) {
        expect(wheres.some((where) => where.startsWith(source)), `${locale}: ${source}`).toBe(true);
      }
    }
  });

  it('zh-tw has no Simplified character', () => {
    const wrong = textsOf('zh-tw').flatMap(({ where, text }) => {
      const characters = otherScript(text, 'zh-tw');
      return characters.length > 0 ? [`${where}: ${characters.join('')}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('zh-tw has no mainland wording', () => {
    const wrong = textsOf('zh-tw').flatMap(({ where, text }) => mainlandWording(text).map((found) => `${where}: ${found}`));
    expect(wrong).toEqual([]);
  });

  it('zh-cn has no Traditional character', () => {
    const wrong = textsOf('zh-cn').flatMap(({ where, text }) => {
      const characters = otherScript(text, 'zh-cn');
      return characters.length > 0 ? [`${where}: ${characters.join('')}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('catches what the issue found, and leaves Taiwan’s own words alone', () => {
    expect(mainlandWording('兩週旅行，一只登機箱')).toEqual(['一只 → 一隻']);
    expect(mainlandWording('這只是開始，不只一次')).toEqual([]);
    expect(mainlandWording('下載這段視頻的軟件')).toEqual(['視頻 → 影片 / 視訊', '軟件 → 軟體']);
    expect(mainlandWording('專案文件與程序，刷新紀錄')).toEqual([]);
    expect(otherScript('一只登机箱', 'zh-tw')).toEqual(['机']);
    expect(otherScript('想深入了解？宣布後干擾了鄰里', 'zh-tw')).toEqual([]);
    expect(otherScript('一隻登機箱', 'zh-cn')).toEqual(['隻', '機']);
  });
});
