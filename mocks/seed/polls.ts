/**
 * The seed's five polls: three on articles (poll_001 travel, poll_002 business, poll_003 technology) and two
 * on community posts (poll_004 weekends, poll_005 reading formats). poll_002 and poll_005 have ended; the
 * mock adds readers' votes to each variant's `baseVotes`.
 */
import type { Locale } from '../../contracts/common';
import type { SeedPoll } from './types';

type Texts = readonly [en: string, zhCn: string, zhTw: string];

function texts<K extends string>(key: K, [en, zhCn, zhTw]: Texts): Record<Locale, Record<K, string>> {
  return {
    en: { [key]: en } as Record<K, string>,
    'zh-cn': { [key]: zhCn } as Record<K, string>,
    'zh-tw': { [key]: zhTw } as Record<K, string>,
  };
}

function poll(number: string, endsAt: string, question: Texts, variants: readonly (readonly [Texts, number])[]): SeedPoll {
  return {
    _id: `poll_${number}`,
    data: texts('question', question),
    endsAt,
    variants: variants.map(([text, baseVotes], index) => ({
      _id: `var_${number}_${index + 1}`,
      data: texts('text', text),
      baseVotes,
    })),
  };
}

export const polls: readonly SeedPoll[] = [
  // On "A Night-Market Walk Through Taipei" (art_021). Open.
  poll(
    '001',
    '2026-12-03T12:00:00.000Z',
    ['Which night-market snack would you queue longest for?', '夜市小吃里，你最愿意为哪一样排长队？', '夜市小吃中，你最願意為哪一樣排長隊？'],
    [
      [['Pepper buns from the clay oven', '泥炉现烤的胡椒饼', '土窯現烤的胡椒餅'], 214],
      [['Oyster omelette', '蚵仔煎', '蚵仔煎'], 176],
      [['A fried chicken cutlet as big as your face', '比脸还大的炸鸡排', '比臉還大的炸雞排'], 139],
      [['Taro balls', '芋圆', '芋圓'], 88],
      [['Grilled squid', '烤鱿鱼', '烤魷魚'], 57],
    ],
  ),
  // On "What the Four-Day Week Trials Actually Found" (art_047). Closed.
  poll(
    '002',
    '2026-11-10T12:00:00.000Z',
    ['Could a four-day working week work in your job?', '四天工作制在你的工作中行得通吗？', '週休三日在你的工作中可行嗎？'],
    [
      [['Yes, easily', '可以，很容易', '可以，很容易'], 162],
      [['Yes, with some changes to how we work', '可以，但工作方式要做些调整', '可以，但工作方式要做些調整'], 247],
      [['Only for part of the team', '只有部分同事可以', '只有部分同事可以'], 95],
      [['No, not in my line of work', '不行，我这一行做不到', '不行，我這一行做不到'], 118],
    ],
  ),
  // On "Goodbye Passwords? A Plain Guide to Passkeys" (art_040). Open.
  poll(
    '003',
    '2026-12-15T18:00:00.000Z',
    ['Have you started using passkeys?', '你开始使用通行密钥了吗？', '你開始使用密碼金鑰了嗎？'],
    [
      [['Yes, wherever I can', '用了，能用的地方都在用', '用了，能用的地方都用'], 73],
      [['On a few accounts', '有几个账号在用', '有幾個帳號在用'], 121],
      [['Not yet, but I plan to', '还没有，但打算试试', '還沒有，但打算試試看'], 156],
      [['No, I’ll stick with passwords', '不用，我还是习惯密码', '不用，我還是習慣用密碼'], 64],
    ],
  ),
  // On the community post about weekend plans. Open.
  poll(
    '004',
    '2026-12-08T00:00:00.000Z',
    ['What do you most like to do at the weekend?', '周末你最喜欢做什么？', '週末你最喜歡做什麼？'],
    [
      [['Hiking or cycling out of town', '去郊外徒步或骑行', '到郊外健行或騎單車'], 97],
      [['Exploring a new café or market', '探访新开的咖啡馆或市集', '探訪新開的咖啡廳或市集'], 84],
      [['Reading at home', '在家看书', '在家看書'], 61],
      [['Seeing friends and family', '和亲友相聚', '和親友相聚'], 73],
      [['Catching up on sleep', '补觉', '補眠'], 45],
    ],
  ),
  // On the community post about reading formats. Closed.
  poll(
    '005',
    '2026-11-18T20:00:00.000Z',
    ['How do you read books most often?', '你最常用哪种方式读书？', '你最常用哪種方式看書？'],
    [
      [['Paper books', '纸质书', '紙本書'], 188],
      [['An e-reader', '电子阅读器', '電子閱讀器'], 102],
      [['On my phone or tablet', '手机或平板电脑', '手機或平板'], 131],
      [['Audiobooks', '有声书', '有聲書'], 47],
    ],
  ),
];
