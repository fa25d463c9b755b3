/**
 * The newsroom's topics: a small controlled vocabulary that cuts across sections (a reader following Climate
 * finds it in World, Business and Technology alike), and which of them each seeded article is about. Editors
 * choose from this list; there are no free tags, so one subject never splits into near-duplicates.
 */
import type { Topic } from '../../contracts/content';

const topic = (slug: string, en: string, zhCn: string, zhTw: string): Topic => ({
  _id: `top_${slug.replace(/-/g, '_')}`,
  slug,
  data: { en: { name: en }, 'zh-cn': { name: zhCn }, 'zh-tw': { name: zhTw } },
});

export const topics: readonly Topic[] = [
  topic('climate', 'Climate', '气候', '氣候'),
  topic('cities', 'Cities', '城市', '城市'),
  topic('food', 'Food & drink', '饮食', '飲食'),
  topic('technology-and-society', 'Technology & society', '科技与社会', '科技與社會'),
  topic('artificial-intelligence', 'Artificial intelligence', '人工智能', '人工智慧'),
  topic('taiwan', 'Taiwan', '台湾', '臺灣'),
  topic('hong-kong', 'Hong Kong', '香港', '香港'),
  topic('europe', 'Europe', '欧洲', '歐洲'),
  topic('work', 'Work', '职场', '職場'),
  topic('entrepreneurs', 'Entrepreneurs', '创业', '創業'),
  topic('global-trade', 'Global trade', '全球贸易', '全球貿易'),
  topic('energy', 'Energy', '能源', '能源'),
  topic('books', 'Books & reading', '书与阅读', '書與閱讀'),
  topic('film', 'Film', '电影', '電影'),
  topic('design-and-crafts', 'Design & crafts', '设计与手艺', '設計與工藝'),
  topic('health', 'Health & wellbeing', '健康', '健康'),
  topic('housing', 'Housing', '住房', '居住'),
  topic('nature', 'Nature', '自然', '自然'),
  topic('trains-and-transport', 'Trains & transport', '交通出行', '交通運輸'),
  topic('education', 'Education', '教育', '教育'),
];

/**
 * Each seeded article's topics, by its alias, most telling first: chosen by an editor's reading of the brief
 * (its title and standfirst), written out rather than guessed from words, so the seed never changes under a
 * reworded brief. mocks/seed/articles.ts looks each article up here; the seed test checks every article has one
 * to three topics that exist.
 */
export const ARTICLE_TOPICS: Readonly<Record<string, readonly string[]>> = {
  // Business
  'bubble-tea-saturation': ['food', 'entrepreneurs', 'taiwan'],
  'cross-border-ecommerce-small-sellers': ['entrepreneurs', 'global-trade', 'technology-and-society'],
  'who-gains-when-coffee-prices-soar': ['food', 'global-trade', 'climate'],
  'hardware-startups-shenzhen': ['entrepreneurs', 'technology-and-society'],
  'founders-moving-back-home': ['entrepreneurs', 'cities'],
  'climate-startups-tougher-year': ['climate', 'entrepreneurs', 'energy'],
  'four-day-week-trials': ['work'],
  'remote-work-small-cities': ['work', 'cities'],
  'changing-careers-at-forty': ['work', 'education'],
  'handing-over-the-family-business': ['entrepreneurs', 'work'],
  // Culture
  'translators-carrying-taiwanese-novels': ['books', 'taiwan'],
  'shanghai-independent-bookshops': ['books', 'cities'],
  'poems-on-the-metro': ['books', 'cities', 'trains-and-transport'],
  'restoring-hong-kong-film-classics': ['film', 'hong-kong'],
  'silent-films-live-orchestras': ['film'],
  'short-documentaries-moment': ['film', 'technology-and-society'],
  'young-potters-move-to-jingdezhen': ['design-and-crafts'],
  'museums-after-dark': ['cities', 'design-and-crafts'],
  'george-town-murals-ten-years-on': ['design-and-crafts', 'cities'],
  'why-people-write-letters-again': ['books', 'technology-and-society'],
  // Lifestyle
  'perfect-bowl-of-beef-noodle-soup': ['food', 'taiwan'],
  'fermenting-at-home': ['food', 'health'],
  'mooncakes-reinvented': ['food', 'design-and-crafts'],
  'better-sleep-starts-before-bed': ['health'],
  'walking-meetings': ['health', 'work'],
  'morning-tai-chi-at-any-age': ['health'],
  'plants-for-small-dim-apartments': ['housing', 'nature'],
  'decluttering-without-guilt': ['housing', 'health'],
  'tailors-giving-the-qipao-a-modern-cut': ['design-and-crafts'],
  'a-tea-break-worth-taking': ['food', 'health', 'work'],
  // Technology
  'machine-translation-and-dialects': ['artificial-intelligence', 'technology-and-society'],
  'small-ai-models-on-your-phone': ['artificial-intelligence'],
  'ai-in-the-newsroom': ['artificial-intelligence', 'work'],
  'e-ink-tablets-for-readers': ['books', 'technology-and-society'],
  'repairable-phones-go-mainstream': ['technology-and-society', 'climate'],
  'one-charger-for-everything': ['technology-and-society', 'europe'],
  'typhoon-forecasts-get-sharper': ['climate', 'technology-and-society'],
  'can-seaweed-farms-soak-up-carbon': ['climate', 'nature'],
  'reclaiming-the-night-sky': ['nature', 'cities'],
  'goodbye-passwords-passkeys': ['technology-and-society'],
  // Travel
  'night-markets-of-taipei': ['taiwan', 'food', 'cities'],
  'hong-kong-by-tram': ['hong-kong', 'trains-and-transport', 'cities'],
  'kyoto-beyond-the-temples': ['cities'],
  'huangshan-in-autumn': ['nature'],
  'booking-a-great-walk-new-zealand': ['nature'],
  'mai-po-wetlands-in-winter': ['nature', 'hong-kong'],
  'slow-train-across-yunnan': ['trains-and-transport', 'nature'],
  'island-hopping-penghu': ['taiwan', 'nature'],
  'travelling-with-a-paper-map': ['trains-and-transport'],
  'two-weeks-one-carry-on': ['trains-and-transport'],
  // World
  'monsoon-cities-rethink-drainage': ['climate', 'cities'],
  'mekong-river-towns-adapt': ['climate', 'nature'],
  'rural-schools-find-new-lives': ['education'],
  'night-trains-return-to-europe': ['trains-and-transport', 'europe', 'climate'],
  'lisbon-housing-squeeze': ['housing', 'europe', 'cities'],
  'baltic-energy-islands': ['energy', 'europe', 'climate'],
  'panama-canal-water-levels': ['global-trade', 'climate', 'trains-and-transport'],
  'mexico-city-sinking': ['cities', 'climate'],
  'rebuilding-after-the-fire-season': ['climate'],
  'narrow-straits-and-our-shelves': ['global-trade', 'trains-and-transport'],
};

/** An article's topic ids from its alias; an article the table does not name has none. */
export function topicIdsOf(slug: string): string[] {
  return (ARTICLE_TOPICS[slug] ?? []).map((name) => {
    const found = topics.find((candidate) => candidate.slug === name);
    if (!found) throw new Error(`seed: ${slug} names unknown topic ${name}`);
    return found._id;
  });
}
