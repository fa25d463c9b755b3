/**
 * The multimedia sections' items: seven short films under Hot Video (cat_video) and four photo galleries under
 * Wonderful Pictures (cat_pictures). Files come from ./media: the three clips are reused, and each gallery
 * shows the six pictures of its own set.
 */
import type { ImageRef, Locale } from '../../contracts/common';
import type { Gallery, Video } from '../../contracts/content';
import { GALLERY_IMAGES, VIDEO_FILES } from './media';

type Texts = readonly [en: string, zhCn: string, zhTw: string];

function at<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

function titled([enTitle, zhCnTitle, zhTwTitle]: Texts, [enText, zhCnText, zhTwText]: Texts) {
  return {
    en: { title: enTitle, description: enText },
    'zh-cn': { title: zhCnTitle, description: zhCnText },
    'zh-tw': { title: zhTwTitle, description: zhTwText },
  } satisfies Record<Locale, { title: string; description: string }>;
}

interface VideoBrief {
  readonly id: string;
  readonly sub: 'sub_video_documentary' | 'sub_video_city_walks' | null;
  readonly publishedAt: string;
  readonly title: Texts;
  readonly description: Texts;
}

const VIDEO_BRIEFS: readonly VideoBrief[] = [
  {
    id: 'vid_001',
    sub: 'sub_video_city_walks',
    publishedAt: '2026-11-18T06:30:00.000Z',
    title: ['Taipei Alleys at Dawn', '黎明时分的台北小巷', '清晨的臺北巷弄'],
    description: [
      'Before the scooters wake up, a slow walk through the lanes of Dadaocheng, where breakfast stalls light their stoves and neighbours do tai chi by the temple.',
      '赶在摩托车大军出动之前，慢慢走过大稻埕的巷子：早餐摊点起炉火，街坊们在庙前打太极。',
      '趕在機車大軍出動之前，慢慢走過大稻埕的巷弄：早餐店點起爐火，街坊鄰居在廟前打太極拳。',
    ],
  },
  {
    id: 'vid_002',
    sub: 'sub_video_documentary',
    publishedAt: '2026-10-30T09:00:00.000Z',
    title: ['A Season on a Tea Farm', '茶园里的一季', '茶園裡的一季'],
    description: [
      'In the hills of Pinglin, a family that has grown oolong for four generations picks, withers and roasts the spring harvest by hand.',
      '在坪林的山间，一个四代种植乌龙茶的家族，亲手采摘、萎凋并烘焙春茶。',
      '在坪林山間，一個四代種植烏龍茶的家族，親手採摘、萎凋並烘焙春茶。',
    ],
  },
  {
    id: 'vid_003',
    sub: 'sub_video_city_walks',
    publishedAt: '2026-10-12T12:00:00.000Z',
    title: ['One Night at Ningxia Night Market', '宁夏夜市的一夜', '寧夏夜市的一夜'],
    description: [
      'From the first lit lantern to the last bowl of taro balls, an evening in one of Taipei’s smallest and busiest night markets.',
      '从第一盏灯亮起，到最后一碗芋圆卖完，在台北最小也最热闹的夜市之一度过一个夜晚。',
      '從第一盞燈亮起，到最後一碗芋圓賣完，在臺北最小也最熱鬧的夜市之一度過一晚。',
    ],
  },
  {
    id: 'vid_004',
    sub: 'sub_video_documentary',
    publishedAt: '2026-09-25T08:00:00.000Z',
    title: ['The Ferries That Cross the Harbour', '穿梭维港的渡轮', '穿梭維港的渡輪'],
    description: [
      'The Star Ferry has crossed Victoria Harbour for more than a century; we ride with the crew who still tie up by hand.',
      '天星小轮横渡维多利亚港已有一百多年，我们跟随至今仍靠人手系缆的船员一同出航。',
      '天星小輪橫渡維多利亞港已有一百多年，我們跟著至今仍親手繫纜的船員一同出航。',
    ],
  },
  {
    id: 'vid_005',
    sub: null,
    publishedAt: '2026-09-06T05:45:00.000Z',
    title: ['Above the Clouds on Hehuan Mountain', '合欢山上的云海', '合歡山上的雲海'],
    description: [
      'A sunrise hike along a high mountain trail in central Taiwan, where the path crosses dwarf bamboo and the clouds sit below your boots.',
      '迎着日出走上台湾中部的高山步道，小路穿过箭竹草坡，云海就在脚下。',
      '迎著日出走上臺灣中部的高山步道，步道穿過箭竹草坡，雲海就在腳下。',
    ],
  },
  {
    id: 'vid_006',
    sub: 'sub_video_city_walks',
    publishedAt: '2026-08-20T10:00:00.000Z',
    title: ['Browsing Taipei’s Book Street', '漫步台北书店街', '漫步臺北書店街'],
    description: [
      'Chongqing South Road once had more than a hundred bookshops; it is quieter now, but the booksellers who remain have stories worth stopping for.',
      '重庆南路上曾有一百多家书店，如今安静了许多，但留下来的书商们各有值得驻足一听的故事。',
      '重慶南路上曾有一百多家書店，如今安靜了許多，但留下來的書店老闆們，都有值得駐足聆聽的故事。',
    ],
  },
  {
    id: 'vid_007',
    sub: 'sub_video_documentary',
    publishedAt: '2026-08-05T07:30:00.000Z',
    title: ['The Last Letterpress on the Block', '街区最后的活字印刷厂', '巷口最後的活版印刷廠'],
    description: [
      'In a Taipei print shop that still casts its own Chinese type, a father and daughter keep a vanishing craft alive.',
      '在台北一家仍自己铸造中文铅字的印刷厂里，一对父女守护着一门正在消失的手艺。',
      '在臺北一家仍自行鑄造中文鉛字的印刷廠裡，一對父女守護著一門逐漸消失的手藝。',
    ],
  },
];

export const videos: readonly Video[] = VIDEO_BRIEFS.map((brief, index) => {
  const file = at(VIDEO_FILES, index);
  return {
    _id: brief.id,
    kind: 'video',
    src: file.src,
    poster: file.poster,
    durationSeconds: file.seconds,
    category: 'cat_video',
    subcategory: brief.sub,
    publishedAt: brief.publishedAt,
    data: titled(brief.title, brief.description),
  };
});

interface GalleryBrief {
  readonly id: string;
  readonly sub: 'sub_pictures_landscapes' | 'sub_pictures_street_life' | 'sub_pictures_portraits' | null;
  readonly publishedAt: string;
  readonly title: Texts;
  readonly description: Texts;
  /** One caption per picture, in the order of the gallery's files. */
  readonly captions: readonly Texts[];
  /** Who took the gallery's pictures, as each edition writes the credit (one photographer a gallery). */
  readonly credit: Texts;
}

const GALLERY_BRIEFS: readonly GalleryBrief[] = [
  {
    id: 'gal_001',
    credit: ['Photo: Chen Yi-hsuan', '摄影：陈怡萱', '攝影：陳怡萱'],
    sub: 'sub_pictures_landscapes',
    publishedAt: '2026-11-05T08:00:00.000Z',
    title: ['Between Mountains and Sea: Taiwan’s East Rift Valley', '山海之间：台湾花东纵谷', '山海之間：臺灣花東縱谷'],
    description: [
      'Six frames from the quiet valley between the Central and Coastal ranges, where rice fields run right up to the mountains.',
      '六幅画面，记录中央山脉与海岸山脉之间那道宁静的谷地，稻田一直延伸到山脚下。',
      '六幅畫面，記錄中央山脈與海岸山脈之間那道寧靜的谷地，稻田一路延伸到山腳下。',
    ],
    captions: [
      ['Morning mist lifting off the rice fields of Chishang.', '晨雾从池上的稻田上缓缓散去。', '晨霧從池上的稻田上緩緩散去。'],
      [
        'A lone tree by the road, where cyclists stop for photos at harvest time.',
        '路边一棵孤零零的树，每到收割季节，骑行的人都会停下来拍照。',
        '路旁一棵孤單的樹，每到收割季節，騎單車的人都會停下來拍照。',
      ],
      ['The Coastal Range turning blue at dusk.', '黄昏时分，海岸山脉渐渐染成一片蓝色。', '黃昏時分，海岸山脈漸漸染成一片藍色。'],
      [
        'A farmer checks the water in his paddy before sunrise.',
        '日出前，一位农民在查看稻田的水位。',
        '日出前，一位農夫正在查看稻田的水位。',
      ],
      [
        'The Xiuguluan River cuts through the coastal mountains towards the Pacific.',
        '秀姑峦溪穿过海岸山脉，奔向太平洋。',
        '秀姑巒溪穿過海岸山脈，奔向太平洋。',
      ],
      ['Sunrise over the Pacific from the beach at Dulan.', '在都兰海滩看太平洋上的日出。', '在都蘭海灘看太平洋上的日出。'],
    ],
  },
  {
    id: 'gal_002',
    credit: ['Photo: Wong Ka-lok', '摄影：黄家乐', '攝影：黃家樂'],
    sub: 'sub_pictures_street_life',
    publishedAt: '2026-10-18T09:30:00.000Z',
    title: ['Life on the Streets of Sham Shui Po', '深水埗街头', '深水埗街頭'],
    description: [
      'Fabric stalls, neon signs and late-night noodle shops in one of Hong Kong’s oldest working-class neighbourhoods.',
      '布料摊、霓虹招牌和深夜面馆，走进香港最老的平民街区之一。',
      '布料攤、霓虹招牌和深夜麵店，走進香港最老的庶民街區之一。',
    ],
    captions: [
      ['A fabric seller measures out a length of cloth on the pavement.', '布料摊主在街边量出一段布。', '布料攤老闆在街邊量出一段布。'],
      ['Laundry drying on bamboo poles above a busy lane.', '繁忙的小巷上方，竹竿上晾满了衣服。', '熱鬧的小巷上方，竹竿上晾滿了衣服。'],
      ['Regulars share tables at a cha chaan teng at lunchtime.', '午饭时间，茶餐厅的熟客们拼桌而坐。', '午餐時間，茶餐廳的熟客們併桌而坐。'],
      [
        'An old neon sign, one of the few in the district still lit.',
        '一块老霓虹招牌，是这一带为数不多仍亮着的。',
        '一塊老霓虹招牌，是這一帶少數仍亮著的。',
      ],
      [
        'Mahjong tiles clatter in a shop doorway on a Sunday afternoon.',
        '周日下午，店门口传来麻将牌的碰撞声。',
        '週日下午，店門口傳來麻將牌的碰撞聲。',
      ],
      ['A red minibus waits for passengers at the end of its route.', '一辆红色小巴停在总站，等待乘客上车。', '一輛紅色小巴停在總站，等待乘客上車。'],
    ],
  },
  {
    id: 'gal_003',
    credit: ['Photo: Mei Tanaka', '摄影：田中芽衣', '攝影：田中芽衣'],
    sub: 'sub_pictures_portraits',
    publishedAt: '2026-09-22T10:00:00.000Z',
    title: ['Hands That Make: Portraits of Craftspeople', '手艺人：匠人肖像', '手藝人：職人肖像'],
    description: [
      'Six makers across Asia photographed at work, from a tea roaster to a lantern painter.',
      '从焙茶师到灯笼画师，镜头记录下亚洲各地六位手艺人工作时的样子。',
      '從焙茶師到燈籠彩繪師，鏡頭記錄下亞洲各地六位職人工作時的身影。',
    ],
    captions: [
      [
        'A tea master judges the roast of this year’s oolong by smell alone.',
        '一位茶师只凭气味判断今年乌龙茶的焙火程度。',
        '一位茶師只憑氣味判斷今年烏龍茶的焙火程度。',
      ],
      ['A calligrapher grinds ink before the first stroke of the day.', '书法家在落下当天第一笔之前研墨。', '書法家在落下當天第一筆之前磨墨。'],
      [
        'A noodle maker pulls dough into strands as thin as thread.',
        '拉面师傅把面团拉成细如丝线的面条。',
        '製麵師傅把麵團拉成細如絲線的麵條。',
      ],
      [
        'A lantern painter adds the last gold line to a temple lantern.',
        '灯笼画师为一盏庙宇灯笼描上最后一道金线。',
        '燈籠彩繪師為一盞廟宇燈籠描上最後一道金線。',
      ],
      [
        'A tailor in his seventies still cuts every qipao pattern by hand.',
        '一位七十多岁的裁缝至今仍亲手裁剪每一件旗袍的纸样。',
        '一位七十多歲的裁縫師至今仍親手裁剪每一件旗袍的版型。',
      ],
      [
        'A bookbinder stitches the spine of a hand-sewn notebook.',
        '装订师傅为一本手工笔记本缝制书脊。',
        '裝訂師傅為一本手工筆記本縫製書背。',
      ],
    ],
  },
  {
    id: 'gal_004',
    credit: ['Photo: Li Qiao', '摄影：李乔', '攝影：李喬'],
    sub: 'sub_pictures_landscapes',
    publishedAt: '2026-08-14T07:00:00.000Z',
    title: ['The Rice Terraces of Yuanyang', '元阳梯田', '元陽梯田'],
    description: [
      'The Hani people have carved these terraces into the mountains of Yunnan over thirteen centuries; flooded in winter, they turn into mirrors.',
      '哈尼族人用一千三百多年在云南的群山间开凿出这片梯田；冬季灌满水后，它们就变成了一面面镜子。',
      '哈尼族人花了一千三百多年，在雲南群山間開鑿出這片梯田；冬季灌滿水後，它們就成了一面面鏡子。',
    ],
    captions: [
      [
        'Flooded terraces catch the first light of a winter morning.',
        '灌满水的梯田映出冬日清晨的第一缕阳光。',
        '灌滿水的梯田映出冬日清晨的第一道曙光。',
      ],
      [
        'Cloud spills over the ridge at Duoyishu before sunrise.',
        '日出前，云海从多依树的山脊上倾泻而下。',
        '日出前，雲海從多依樹的山脊上傾瀉而下。',
      ],
      [
        'A Hani village of mushroom-roofed houses above the fields.',
        '一座由蘑菇房组成的哈尼族村寨坐落在梯田上方。',
        '一座由蘑菇房組成的哈尼族聚落坐落在梯田上方。',
      ],
      ['Water buffalo rest on a terrace wall after ploughing.', '犁完田之后，水牛在田埂上歇息。', '犁完田之後，水牛在田埂上歇息。'],
      [
        'At sunset, the terraces of Laohuzui glow red and gold.',
        '日落时分，老虎嘴的梯田泛起红色与金色的光。',
        '日落時分，老虎嘴的梯田泛起紅色與金色的光。',
      ],
      [
        'A narrow footpath follows the curve of the terraces down the valley.',
        '一条窄窄的小路顺着梯田的弧线一直通到谷底。',
        '一條窄窄的小徑順著梯田的弧線一路通到谷底。',
      ],
    ],
  },
];

export const galleries: readonly Gallery[] = GALLERY_BRIEFS.map((brief, index) => {
  const images: readonly ImageRef[] = at(GALLERY_IMAGES, index);
  if (brief.captions.length !== images.length) throw new Error(`${brief.id}: one caption per picture`);
  return {
    _id: brief.id,
    kind: 'gallery',
    category: 'cat_pictures',
    subcategory: brief.sub,
    publishedAt: brief.publishedAt,
    pictures: images.map((image, p) => {
      const [en, zhCn, zhTw] = at(brief.captions, p);
      const [enCredit, zhCnCredit, zhTwCredit] = brief.credit;
      return {
        image,
        data: {
          en: { caption: en, credit: enCredit },
          'zh-cn': { caption: zhCn, credit: zhCnCredit },
          'zh-tw': { caption: zhTw, credit: zhTwCredit },
        },
      };
    }),
    data: titled(brief.title, brief.description),
  };
});
