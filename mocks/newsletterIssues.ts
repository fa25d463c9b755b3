/**
 * Newsletter issues for stories and tests: in each edition a draft with two stories and an issue sent last week,
 * as the issue rules keep them (the newest published stories of the seed), written through the rules' store.
 */
import { LOCALES, type Locale } from '../contracts/common';
import { isPublic, inEdition } from '../src/rules/articleRows';
import type { Ports } from '../src/rules/ports';
import { SEED_ADMIN } from './seedRows';

const DAY = 24 * 60 * 60 * 1000;

interface SampleIssues {
  readonly draft: { readonly id: string; readonly subject: string; readonly intro: string };
  readonly sent: { readonly id: string; readonly subject: string; readonly intro: string; readonly recipients: number };
}

const SAMPLES: Partial<Record<Locale, SampleIssues>> & { readonly en: SampleIssues } = {
  en: {
    draft: { id: 'nl_sample_en_draft', subject: 'This week on Huanyu', intro: 'Three long reads for the weekend.' },
    sent: { id: 'nl_sample_en_sent', subject: 'The week in review', intro: 'What we read, and why.', recipients: 2 },
  },
  'zh-cn': {
    draft: { id: 'nl_sample_zh-cn_draft', subject: '本周寰宇：周末长文', intro: '周末好！几篇长文，慢慢读。' },
    sent: { id: 'nl_sample_zh-cn_sent', subject: '上周回顾', intro: '上周我们读了什么，为什么值得一读。', recipients: 1 },
  },
  'zh-tw': {
    draft: { id: 'nl_sample_zh-tw_draft', subject: '本週寰宇：週末長文', intro: '週末好！幾篇長文，慢慢讀。' },
    sent: { id: 'nl_sample_zh-tw_sent', subject: '上週回顧', intro: '上週我們讀了什麼，為什麼值得一讀。', recipients: 1 },
  },
};

/** Each edition's samples; a locale added later has the English ones, under ids of its own (docs/adding-a-locale.md). */
export const NEWSLETTER_ISSUES = Object.fromEntries(
  LOCALES.map((locale) => {
    const { draft, sent } = SAMPLES[locale] ?? SAMPLES.en;
    return [locale, { draft: { ...draft, id: `nl_sample_${locale}_draft` }, sent: { ...sent, id: `nl_sample_${locale}_sent` } }];
  }),
) as Record<Locale, SampleIssues>;

/** The ids of an edition's newest published stories, as the picker offers them first. */
export async function newestStoryIds({ store, clock }: Pick<Ports, 'store' | 'clock'>, edition: Locale, count: number): Promise<string[]> {
  const now = clock.now();
  const rows = (await store.find('article')).filter((row) => isPublic(row, now) && inEdition(row, edition));
  return rows.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, count).map((row) => row.id);
}

/** Six issues: each edition's draft (two stories; the newest a day ago) and one sent a week ago (three stories). */
export async function addNewsletterIssues(ports: Pick<Ports, 'store' | 'clock'>): Promise<void> {
  const now = ports.clock.now();
  for (const edition of LOCALES) {
    const { draft, sent } = NEWSLETTER_ISSUES[edition];
    const stories = await newestStoryIds(ports, edition, 5);
    const common = { edition, createdBy: SEED_ADMIN.name, sentBy: '', recipients: 0, sentAt: null, state: 'draft', version: 1 };
    await ports.store.insert('newsletterIssue', { ...common, id: sent.id, subject: sent.subject, intro: sent.intro, storyIds: JSON.stringify(stories.slice(2, 5)), createdAt: now - 8 * DAY, updatedAt: now - 7 * DAY, state: 'sent', sentAt: now - 7 * DAY, sentBy: SEED_ADMIN.name, recipients: sent.recipients });
    await ports.store.insert('newsletterIssue', { ...common, id: draft.id, subject: draft.subject, intro: draft.intro, storyIds: JSON.stringify(stories.slice(0, 2)), createdAt: now - 2 * DAY, updatedAt: now - DAY });
  }
}
