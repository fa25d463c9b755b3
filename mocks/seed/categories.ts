/**
 * The site's sections. Aliases are URL slugs and the same in every locale, so a link survives a language
 * switch; names are localized.
 */
import type { Category, Subcategory } from '../../contracts/content';

type Names = readonly [en: string, zhCn: string, zhTw: string];

function localized(alias: string, [en, zhCn, zhTw]: Names) {
  return { en: { alias, name: en }, 'zh-cn': { alias, name: zhCn }, 'zh-tw': { alias, name: zhTw } };
}

function sub(categoryAlias: string, alias: string, names: Names): Subcategory {
  return { _id: `sub_${categoryAlias}_${alias.replace(/-/g, '_')}`, data: localized(alias, names) };
}

function category(kind: Category['kind'], alias: string, names: Names, subs: readonly [string, Names][]): Category {
  return {
    _id: `cat_${alias.replace(/-/g, '_')}`,
    kind,
    data: localized(alias, names),
    subcategories: subs.map(([subAlias, subNames]) => sub(alias.replace(/-/g, '_'), subAlias, subNames)),
  };
}

export const categories: readonly Category[] = [
  category('articles', 'world', ['World', '国际', '國際'], [
    ['asia', ['Asia', '亚洲', '亞洲']],
    ['europe', ['Europe', '欧洲', '歐洲']],
    ['americas', ['Americas', '美洲', '美洲']],
  ]),
  category('articles', 'culture', ['Culture', '文化', '文化'], [
    ['books', ['Books', '读书', '讀書']],
    ['film', ['Film', '电影', '電影']],
    ['art', ['Art', '艺术', '藝術']],
  ]),
  category('articles', 'travel', ['Travel', '旅行', '旅遊'], [
    ['cities', ['Cities', '城市', '城市']],
    ['nature', ['Nature', '山水', '山林']],
    ['slow-travel', ['Slow Travel', '慢旅行', '慢旅行']],
  ]),
  category('articles', 'technology', ['Technology', '科技', '科技'], [
    ['ai', ['AI', '人工智能', '人工智慧']],
    ['gadgets', ['Gadgets', '数码', '數位裝置']],
    ['science', ['Science', '科学', '科學']],
  ]),
  category('articles', 'business', ['Business', '商业', '商業'], [
    ['markets', ['Markets', '市场', '市場']],
    ['startups', ['Start-ups', '创业', '新創']],
    ['work', ['Work', '职场', '職場']],
  ]),
  category('articles', 'lifestyle', ['Lifestyle', '生活', '生活'], [
    ['food', ['Food', '美食', '美食']],
    ['wellbeing', ['Wellbeing', '健康', '健康']],
    ['home', ['Home', '家居', '居家']],
    ['style', ['Style', '时尚', '時尚']],
  ]),
  category('multimedia', 'video', ['Hot Video', '热门视频', '熱門影片'], [
    ['documentary', ['Documentary', '纪录片', '紀錄片']],
    ['city-walks', ['City Walks', '城市漫步', '城市漫步']],
  ]),
  category('multimedia', 'pictures', ['Wonderful Pictures', '精彩图片', '精彩圖片'], [
    ['landscapes', ['Landscapes', '风景', '風景']],
    ['street-life', ['Street Life', '街头', '街頭']],
    ['portraits', ['Portraits', '人物', '人物']],
  ]),
];
