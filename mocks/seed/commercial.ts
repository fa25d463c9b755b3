/**
 * Sponsors' blocks, at least two per page type. Two are tied to one category (the rail pass to Travel's
 * category page, the e-reader to Technology's subcategory pages); the rest show on every category. The
 * sponsors are fictional and live on reserved `.example` domains.
 */
import type { Locale } from '../../contracts/common';
import type { CommercialBlock } from '../../contracts/content';
import { COMMERCIAL_IMAGES } from './media';

type Texts = readonly [en: string, zhCn: string, zhTw: string];

interface BlockBrief {
  readonly pageType: CommercialBlock['pageType'];
  readonly categoryId: string | null;
  readonly position: CommercialBlock['position'];
  readonly href: string;
  readonly title: Texts;
  readonly text: Texts;
  readonly cta: Texts;
}

const BRIEFS: readonly BlockBrief[] = [
  {
    pageType: 'mainPage',
    categoryId: null,
    position: 'top',
    href: 'https://cloudmist-tea.example/',
    title: ['Cloud Mist Tea House', '云雾茶馆', '雲霧茶館'],
    text: [
      'Hand-roasted high-mountain oolong, brewed gongfu style in our Taipei tea room or delivered to your door.',
      '手工焙火的高山乌龙茶，可在我们的台北茶室以功夫茶方式品尝，也可送货上门。',
      '手工焙火的高山烏龍茶，歡迎到我們的臺北茶室以功夫茶品飲，也能宅配到府。',
    ],
    cta: ['Book a tasting', '预约品茶', '預約品茶'],
  },
  {
    pageType: 'mainPage',
    categoryId: null,
    position: 'side',
    href: 'https://lanternlane-books.example/',
    title: ['Lantern Lane Books', '灯巷书店', '燈巷書店'],
    text: [
      'An independent bookshop with a café upstairs and author readings every Thursday night.',
      '一家独立书店，楼上有咖啡馆，每周四晚上都有作家朗读会。',
      '一家獨立書店，樓上附設咖啡廳，每週四晚上都有作家朗讀會。',
    ],
    cta: ['Browse new titles', '浏览新书', '瀏覽新書'],
  },
  {
    pageType: 'mainPage',
    categoryId: null,
    position: 'inline',
    href: 'https://harbour-roasters.example/',
    title: ['Harbour Roasters', '港湾咖啡烘焙坊', '港灣烘豆所'],
    text: [
      'Single-origin beans from Yunnan and the mountains of Taiwan, roasted every Monday and shipped the same week.',
      '来自云南和台湾高山的单一产地咖啡豆，每周一烘焙，当周发货。',
      '來自雲南與臺灣高山的單一產區咖啡豆，每週一烘焙，當週出貨。',
    ],
    cta: ['Order beans', '订购咖啡豆', '訂購咖啡豆'],
  },
  {
    pageType: 'multimediaPage',
    categoryId: null,
    position: 'top',
    href: 'https://harbourdocs.example/',
    title: ['Harbour Documentary Festival', '海港纪录片影展', '海港紀錄片影展'],
    text: [
      'Ten days of new Asian documentaries, with a director’s talk after every evening screening.',
      '为期十天的亚洲纪录片新作展映，每场晚间放映后都有导演见面交流。',
      '為期十天的亞洲紀錄片新作展映，每場晚間放映後都有導演映後座談。',
    ],
    cta: ['Get tickets', '购买门票', '立即購票'],
  },
  {
    pageType: 'multimediaPage',
    categoryId: null,
    position: 'side',
    href: 'https://lightbox-photowalks.example/',
    title: ['Lightbox Photo Walks', '光盒摄影漫步', '光盒攝影散步'],
    text: [
      'Small-group street photography walks through old neighbourhoods, led by working photographers.',
      '由职业摄影师带队的小团街头摄影漫步，走访老城街区。',
      '由專業攝影師帶領的小團街拍散步，走訪老城街區。',
    ],
    cta: ['Join a walk', '报名参加', '立即報名'],
  },
  {
    pageType: 'categoryPage',
    categoryId: null,
    position: 'top',
    href: 'https://bridge-languages.example/',
    title: ['Bridge Language School', '桥梁语言学校', '橋梁語言學校'],
    text: [
      'Learn Mandarin, Cantonese or Japanese in small evening classes, online or in person.',
      '小班晚间课程，线上或线下学习普通话、粤语或日语。',
      '小班制夜間課程，線上或實體學習華語、粵語或日語。',
    ],
    cta: ['Book a trial', '预约试听', '預約試聽'],
  },
  {
    pageType: 'categoryPage',
    categoryId: 'cat_travel',
    position: 'side',
    href: 'https://islandrail.example/',
    title: ['Island Rail Pass', '环岛铁路通票', '環島鐵路周遊券'],
    text: [
      'Unlimited train travel around the island for five, seven or ten days, seat reservations included.',
      '五天、七天或十天内不限次数乘坐环岛列车，含座位预订。',
      '五天、七天或十天內無限次搭乘環島列車，含劃位服務。',
    ],
    cta: ['Buy a pass', '购买通票', '購買周遊券'],
  },
  {
    pageType: 'categoryPage',
    categoryId: null,
    position: 'inline',
    href: 'https://wayfarer-luggage.example/',
    title: ['Wayfarer Luggage', '行者箱包', '行者旅行箱'],
    text: [
      'Carry-on cases built to survive cobbled streets, with a ten-year repair promise.',
      '经得起石板路考验的登机箱，享十年维修保障。',
      '經得起石板路考驗的登機箱，提供十年維修保固。',
    ],
    cta: ['Shop luggage', '选购箱包', '選購行李箱'],
  },
  {
    pageType: 'subCategoryPage',
    categoryId: null,
    position: 'top',
    href: 'https://museumfriends.example/',
    title: ['Museum Friends Membership', '博物馆之友会员', '博物館之友會員'],
    text: [
      'One card for free entry to twelve city museums, plus members’ evenings and exhibition previews.',
      '一张卡即可免费参观十二座城市博物馆，还能参加会员之夜和展览预展。',
      '一張卡就能免費參觀十二座城市博物館，還能參加會員之夜與特展預覽。',
    ],
    cta: ['Become a member', '成为会员', '加入會員'],
  },
  {
    pageType: 'subCategoryPage',
    categoryId: 'cat_technology',
    position: 'side',
    href: 'https://papyrus-reader.example/',
    title: ['Papyrus E-Reader', '纸莎电子阅读器', '紙莎電子閱讀器'],
    text: [
      'A paper-like screen made for long reads, with a battery that lasts a month on one charge.',
      '为长篇阅读打造的类纸屏幕，充一次电可用一个月。',
      '為長篇閱讀打造的類紙螢幕，充一次電可用一個月。',
    ],
    cta: ['Learn more', '了解更多', '了解更多'],
  },
  {
    pageType: 'articlePage',
    categoryId: null,
    position: 'inline',
    href: 'https://slowtrails.example/',
    title: ['Slow Trails Walking Holidays', '慢行步道徒步假期', '慢行步道健行假期'],
    text: [
      'Guided village-to-village walks in Taiwan and Japan, with your luggage carried ahead each day.',
      '在台湾和日本跟随向导从一个村庄走到下一个村庄，每天都有专人提前为你运送行李。',
      '在臺灣與日本跟著嚮導從一個村落走到下一個村落，每天都有專人先替你把行李送到。',
    ],
    cta: ['Plan your walk', '规划行程', '規劃行程'],
  },
  {
    pageType: 'articlePage',
    categoryId: null,
    position: 'side',
    href: 'https://paper-and-ink.example/',
    title: ['Paper & Ink Stationery', '纸与墨文具', '紙與墨文具'],
    text: [
      'Notebooks bound by hand in Taipei, made for travel journals and sketching.',
      '在台北手工装订的笔记本，专为旅行手记和速写而做。',
      '在臺北手工裝訂的筆記本，專為旅行手帳與速寫而生。',
    ],
    cta: ['Shop notebooks', '选购笔记本', '選購筆記本'],
  },
];

export const commercialBlocks: readonly CommercialBlock[] = BRIEFS.map((brief, index) => {
  const image = COMMERCIAL_IMAGES[index % COMMERCIAL_IMAGES.length];
  if (image === undefined) throw new Error('no sponsor pictures');
  const locale = (i: 0 | 1 | 2) => ({ title: brief.title[i], text: brief.text[i], cta: brief.cta[i] });
  const data: Record<Locale, { title: string; text: string; cta: string }> = { en: locale(0), 'zh-cn': locale(1), 'zh-tw': locale(2) };
  return {
    _id: `com_${String(index + 1).padStart(3, '0')}`,
    pageType: brief.pageType,
    categoryId: brief.categoryId,
    position: brief.position,
    href: brief.href,
    image,
    data,
  };
});
