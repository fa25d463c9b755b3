/**
 * The magazine's writers: names and short bios per locale; five have a portrait. A slug is the English name
 * in plain Latin letters (Lucía → lucia), as the bylines of the English edition spell it.
 */
import type { Author } from '../../contracts/content';
import { AVATARS } from './media';

export const authors: readonly Author[] = [
  {
    _id: 'aut_lin',
    slug: 'lin-yu-ting',
    avatar: AVATARS[0],
    data: {
      en: { name: 'Lin Yu-ting', bio: 'Culture and travel writer based in Taipei. Has eaten her way through every night market on the island, twice.' },
      'zh-cn': { name: '林雨婷', bio: '常驻台北的文化与旅行作者，把岛上每一座夜市都吃过两遍。' },
      'zh-tw': { name: '林雨婷', bio: '定居臺北的文化與旅遊作者，把島上每一座夜市都吃過兩輪。' },
    },
  },
  {
    _id: 'aut_okafor',
    slug: 'daniel-okafor',
    avatar: AVATARS[1],
    data: {
      en: { name: 'Daniel Okafor', bio: 'International correspondent in London. Covers climate, cities and the people who keep them running.' },
      'zh-cn': { name: '丹尼尔·奥卡福', bio: '驻伦敦国际记者，关注气候、城市以及让城市运转的普通人。' },
      'zh-tw': { name: '丹尼爾·奧卡福', bio: '駐倫敦國際記者，關注氣候、城市，以及讓城市運轉的平凡人。' },
    },
  },
  {
    _id: 'aut_chen',
    slug: 'chen-haoran',
    avatar: AVATARS[2],
    data: {
      en: { name: 'Chen Haoran', bio: 'Technology editor in Shanghai. Writes about the tools we carry in our pockets and the science behind them.' },
      'zh-cn': { name: '陈浩然', bio: '上海科技编辑，写口袋里的工具，也写工具背后的科学。' },
      'zh-tw': { name: '陳浩然', bio: '上海科技編輯，寫口袋裡的工具，也寫工具背後的科學。' },
    },
  },
  {
    _id: 'aut_moreau',
    slug: 'claire-moreau',
    data: {
      en: { name: 'Claire Moreau', bio: 'Arts critic in Paris, with a soft spot for small museums, old cinemas and second-hand bookshops.' },
      'zh-cn': { name: '克莱尔·莫罗', bio: '巴黎艺术评论人，偏爱小型博物馆、老电影院和二手书店。' },
      'zh-tw': { name: '克萊兒·莫羅', bio: '巴黎藝術評論人，偏愛小型博物館、老戲院和二手書店。' },
    },
  },
  {
    _id: 'aut_wong',
    slug: 'wong-ka-yan',
    avatar: AVATARS[3],
    data: {
      en: { name: 'Wong Ka-yan', bio: 'Business reporter in Hong Kong. Follows money from trading floors to family shops.' },
      'zh-cn': { name: '黄嘉欣', bio: '香港商业记者，追踪资金从交易大厅流向街坊小店的路径。' },
      'zh-tw': { name: '黃嘉欣', bio: '香港商業記者，追蹤資金從交易大廳流向街坊小店的路徑。' },
    },
  },
  {
    _id: 'aut_tan',
    slug: 'tan-wei-ling',
    avatar: AVATARS[4],
    data: {
      en: { name: 'Tan Wei Ling', bio: 'Food and lifestyle writer in Singapore. Believes most problems look smaller after a good bowl of soup.' },
      'zh-cn': { name: '陈慧玲', bio: '新加坡美食与生活作者，相信大多数烦恼在一碗好汤面前都会变小。' },
      'zh-tw': { name: '陳慧玲', bio: '新加坡美食與生活作者，相信大多數煩惱在一碗好湯面前都會變小。' },
    },
  },
  {
    _id: 'aut_sato',
    slug: 'kenji-sato',
    data: {
      en: { name: 'Kenji Sato', bio: 'Photographer and travel writer from Osaka. Prefers slow trains, mountain huts and early starts.' },
      'zh-cn': { name: '佐藤健二', bio: '来自大阪的摄影师和旅行作家，偏爱慢车、山屋和早起。' },
      'zh-tw': { name: '佐藤健二', bio: '來自大阪的攝影師與旅遊作家，偏愛慢車、山屋和早起。' },
    },
  },
  {
    _id: 'aut_garcia',
    slug: 'lucia-garcia',
    data: {
      en: { name: 'Lucía García', bio: 'Americas correspondent in Mexico City, reporting on water, migration and the future of big cities.' },
      'zh-cn': { name: '露西娅·加西亚', bio: '驻墨西哥城美洲记者，报道水资源、移民与大城市的未来。' },
      'zh-tw': { name: '露西亞·賈西亞', bio: '駐墨西哥城美洲記者，報導水資源、移民與大城市的未來。' },
    },
  },
];
