/**
 * The community "hotspot": twenty posts written by the seed's readers (reader, xiaoming, meiling, marco) —
 * tips, travel diaries, book lists and questions to other readers, in all three languages. post_004 and
 * post_009 carry the community polls (poll_004 weekends, poll_005 reading formats).
 */
import type { ImageRef } from '../../contracts/common';
import { ARTICLE_IMAGES, articleImageAlt } from './media';
import type { SeedPost } from './types';

interface PostText {
  readonly title: string;
  readonly description: string;
  /** HTML: a few paragraphs, at most one list or quote. */
  readonly content: string;
}

interface PostSpec {
  readonly id: string;
  readonly slug: string;
  readonly userName: 'reader' | 'xiaoming' | 'meiling' | 'marco';
  readonly publishedAt: string;
  readonly baseLikes: number;
  readonly category: string;
  readonly subcategory: string | null;
  readonly image?: ImageRef;
  readonly pollId?: string;
  readonly en: PostText;
  readonly 'zh-cn': PostText;
  readonly 'zh-tw': PostText;
}

/** One of the section's four pictures (index 0–3). */
function picture(section: string, index: number): ImageRef {
  const found = ARTICLE_IMAGES[section]?.[index];
  if (!found) throw new Error(`seed: no picture ${index} for section ${section}`);
  return found;
}

const html = (...blocks: string[]) => blocks.join('');

/**
 * A post's picture is one of the sections' illustrations (as an article's is): its text alternative says what it
 * shows (articleImageAlt), and the credit names the studio that drew it.
 */
const ILLUSTRATION_CREDIT = {
  en: 'Illustration: Huanyu studio',
  'zh-cn': '插画：寰宇工作室',
  'zh-tw': '插畫：寰宇工作室',
} as const;

function pictureText(spec: PostSpec, locale: keyof typeof ILLUSTRATION_CREDIT) {
  return spec.image ? { imageAlt: articleImageAlt(spec.image, locale), imageCredit: ILLUSTRATION_CREDIT[locale] } : {};
}

function post(spec: PostSpec): SeedPost {
  const ids = { category: spec.category, subcategory: spec.subcategory };
  return {
    _id: spec.id,
    slug: spec.slug,
    userName: spec.userName,
    publishedAt: spec.publishedAt,
    baseLikes: spec.baseLikes,
    ...(spec.image ? { image: spec.image } : {}),
    ...(spec.pollId ? { pollId: spec.pollId } : {}),
    data: {
      en: { ...spec.en, ...ids, ...pictureText(spec, 'en') },
      'zh-cn': { ...spec['zh-cn'], ...ids, ...pictureText(spec, 'zh-cn') },
      'zh-tw': { ...spec['zh-tw'], ...ids, ...pictureText(spec, 'zh-tw') },
    },
  };
}

export const posts: readonly SeedPost[] = [
  post({
    id: 'post_001',
    slug: 'best-dumplings-in-taipei',
    userName: 'meiling',
    publishedAt: '2026-09-04T11:20:00.000Z',
    baseLikes: 96,
    category: 'cat_lifestyle',
    subcategory: 'sub_lifestyle_food',
    image: picture('lifestyle', 0),
    en: {
      title: 'Where I Actually Eat Dumplings in Taipei',
      description: 'After eight years in the city, these are the dumpling shops I send friends to, and what to order at each.',
      content: html(
        '<p>Every time a friend visits Taipei, the first question is where to eat dumplings. The famous chain is fine, but I lived there for eight years before moving back to Taichung, and I still go up most months, so my list looks very different. Most of my favourites are tiny neighbourhood shops with handwritten menus and a freezer by the door.</p>',
        '<ul><li>A family shop near the Nanjichang night market: pork and cabbage boiled dumplings, ten for the price of a coffee.</li><li>The potsticker stall by Shida: crispy bottoms, thin skin and a chilli oil the owner makes every morning.</li><li>A Hakka place in Zhongshan that sells steamed chive dumplings only until they run out, usually by one o’clock.</li></ul>',
        '<p>My tip: order ten more than you think you need, and take a bag of frozen ones home. They keep for weeks and beat anything from the supermarket.</p>',
        '<p>Where do you go for dumplings? I am always looking for a new shop, especially one that does a good hot and sour soup on the side.</p>',
      ),
    },
    'zh-cn': {
      title: '我在台北真正常去的饺子店',
      description: '在台北住了八年，这些是我会推荐给朋友的饺子店，以及每家该点什么。',
      content: html(
        '<p>每次有朋友来台北，第一个问题总是去哪儿吃饺子。那家有名的连锁店当然不错，但我在台北住了八年才搬回台中，现在几乎每个月还会上去一趟，所以我的清单完全不一样。我最喜欢的大多是街坊里的小店，菜单手写，门口摆着一台冰柜。</p>',
        '<ul><li>南机场夜市附近的一家夫妻店：猪肉白菜水饺，十个的价钱跟一杯咖啡差不多。</li><li>师大旁边的锅贴摊：底部酥脆，皮薄，辣油是老板每天早上现做的。</li><li>中山区的一家客家小馆，韭菜蒸饺卖完就收摊，通常一点钟前就没了。</li></ul>',
        '<p>我的建议：比你觉得够吃的再多点十个，再打包一袋冷冻饺子回家。能放好几个星期，比超市买的好吃太多。</p>',
        '<p>大家都去哪儿吃饺子？我一直在找新店，尤其是酸辣汤也做得好的那种。</p>',
      ),
    },
    'zh-tw': {
      title: '我在臺北真正常去的水餃店',
      description: '在臺北住了八年，這些是我會推薦給朋友的水餃店，以及每家該點什麼。',
      content: html(
        '<p>每次有朋友來臺北，第一個問題總是去哪裡吃水餃。那家有名的連鎖店當然不錯，但我在臺北住了八年才搬回臺中，現在幾乎每個月還會上去一趟，所以我的口袋名單完全不一樣。我最愛的大多是巷弄裡的小店，菜單手寫，門口擺著一台冷凍櫃。</p>',
        '<ul><li>南機場夜市附近的一家夫妻店：豬肉高麗菜水餃，十顆的價錢跟一杯咖啡差不多。</li><li>師大旁邊的鍋貼攤：底部酥脆、皮薄，辣油是老闆每天早上現做的。</li><li>中山區一家客家小館，韭菜蒸餃賣完就收，通常一點前就沒了。</li></ul>',
        '<p>我的建議：比你覺得夠吃的再多點十顆，再外帶一包冷凍水餃回家。可以放好幾個禮拜，比超市買的好吃太多。</p>',
        '<p>大家都去哪裡吃水餃？我一直在找新店，尤其是酸辣湯也做得好的那種。</p>',
      ),
    },
  }),
  post({
    id: 'post_002',
    slug: 'first-week-in-kyoto-advice',
    userName: 'marco',
    publishedAt: '2026-09-08T19:05:00.000Z',
    baseLikes: 34,
    category: 'cat_travel',
    subcategory: 'sub_travel_cities',
    en: {
      title: 'First Week in Kyoto in November: What Would You Skip?',
      description: 'I have seven days in Kyoto during the autumn leaves, and I would love advice on what is worth the crowds.',
      content: html(
        '<p>My partner and I are finally going to Kyoto in the second half of November. Everyone says it is the most beautiful time of year, and everyone also says it is the most crowded. We have seven days, no car and a strong preference for walking.</p>',
        '<p>So far the plan is loose: one early morning at a famous temple, a day along the Kamo River, a trip out to Ohara or Kurama, and plenty of time in the neighbourhoods north of the centre. A friend who lived there also told me not to leave without trying a local bathhouse.</p>',
        '<p>My questions for the community:</p>',
        '<ul><li>Which famous sights are worth getting up at six for, and which would you skip?</li><li>Is a bus pass useful, or is it better to rent bicycles?</li><li>Is there a small coffee shop or noodle place you still think about?</li></ul>',
      ),
    },
    'zh-cn': {
      title: '十一月第一次去京都：哪些地方可以不去？',
      description: '我会在红叶季去京都待七天，想请大家说说哪些景点值得去人挤人。',
      content: html(
        '<p>我和伴侣终于要在十一月下旬去京都了。人人都说那是一年中最美的时候，人人也都说那是人最多的时候。我们有七天时间，不开车，特别喜欢走路。</p>',
        '<p>目前的计划很松散：挑一个早晨去一座有名的寺庙，花一天沿着鸭川走走，去大原或鞍马来一趟一日游，再留大把时间逛市中心以北的街区。一位在那里住过的朋友还叮嘱我，一定要去街坊澡堂泡一次。</p>',
        '<p>想问问大家：</p>',
        '<ul><li>哪些有名的景点值得六点起床去，哪些可以跳过？</li><li>买巴士通票划算吗，还是租自行车更好？</li><li>有没有哪家小咖啡馆或面馆让你至今念念不忘？</li></ul>',
      ),
    },
    'zh-tw': {
      title: '十一月第一次去京都：哪些地方可以略過？',
      description: '我會在楓葉季去京都待七天，想請大家說說哪些景點值得跟人潮擠。',
      content: html(
        '<p>我和另一半終於要在十一月下旬去京都了。大家都說那是一年中最美的時節，大家也都說那是人最多的時節。我們有七天，不開車，而且特別喜歡走路。</p>',
        '<p>目前的計畫很鬆散：挑一個清晨去一座知名的寺廟，花一天沿著鴨川散步，去大原或鞍馬一日遊，再留很多時間逛市中心以北的街區。一位在那邊住過的朋友還提醒我，一定要去在地的錢湯泡一次。</p>',
        '<p>想請教大家：</p>',
        '<ul><li>哪些知名景點值得六點起床去，哪些可以跳過？</li><li>買公車一日券划算嗎？還是租腳踏車比較好？</li><li>有沒有哪間小咖啡店或麵店讓你至今念念不忘？</li></ul>',
      ),
    },
  }),
  post({
    id: 'post_003',
    slug: 'one-year-with-an-e-reader',
    userName: 'xiaoming',
    publishedAt: '2026-09-12T02:40:00.000Z',
    baseLikes: 58,
    category: 'cat_technology',
    subcategory: 'sub_technology_gadgets',
    image: picture('technology', 1),
    en: {
      title: 'One Year With an E-reader: What Changed and What Didn’t',
      description: 'I bought an e-ink reader on a whim last autumn; here is an honest look at how it changed my reading habits.',
      content: html(
        '<p>Last September I bought an e-ink reader in a sale, half expecting it to end up in a drawer. A year later it goes everywhere with me, and I am reading more than I have since university.</p>',
        '<p>What changed: I read on the metro instead of scrolling, the battery lasts about three weeks, and I can finally read long novels in bed without a heavy hardback falling on my face. Highlighting and exporting notes has also made me a more careful reader.</p>',
        '<p>What didn’t: I still buy paper copies of books with maps, photos or recipes, because the grey screen does them no favours. Comics and magazines are also better on paper or a tablet.</p>',
        '<blockquote>The best feature is the one nobody advertises: there is nothing else to do on it except read.</blockquote>',
        '<p>If you are on the fence, borrow one from a friend for a week before buying. And if you already use one: do you take notes on the device, or in a real notebook?</p>',
      ),
    },
    'zh-cn': {
      title: '用了一年电子阅读器：变了什么，没变什么',
      description: '去年秋天一时兴起买了一台墨水屏阅读器，聊聊它怎样改变了我的阅读习惯。',
      content: html(
        '<p>去年九月，我趁打折买了一台墨水屏阅读器，心里多少觉得它最后会被扔进抽屉。一年之后，它每天跟着我出门，我读的书比大学毕业以来任何一年都多。</p>',
        '<p>变了的：坐地铁时我不再刷手机，而是看书；电池大约能用三个星期；终于可以躺在床上读长篇小说，不用担心厚重的精装书砸到脸上。划线和导出笔记的功能也让我读得更用心。</p>',
        '<p>没变的：有地图、照片或菜谱的书，我还是会买纸质版，灰色的屏幕实在不适合它们。漫画和杂志也是纸质版或者在平板上看更好。</p>',
        '<blockquote>最好的功能从来没人宣传：除了读书，它什么也干不了。</blockquote>',
        '<p>如果你还在犹豫，不妨先向朋友借一台用一个星期再决定。已经在用的朋友，你们做笔记是在设备上，还是用真正的笔记本？</p>',
      ),
    },
    'zh-tw': {
      title: '用了一年電子書閱讀器：改變了什麼，沒變什麼',
      description: '去年秋天一時興起買了一台電子紙閱讀器，聊聊它怎樣改變了我的閱讀習慣。',
      content: html(
        '<p>去年九月，我趁特價買了一台電子紙閱讀器，心裡多少覺得它最後會被丟進抽屜。一年之後，它每天跟著我出門，我讀的書比大學畢業以來任何一年都多。</p>',
        '<p>改變的：搭捷運時我不再滑手機，而是看書；電池大約可以撐三個禮拜；終於可以躺在床上讀長篇小說，不用擔心厚重的精裝書砸到臉上。畫線和匯出筆記的功能也讓我讀得更用心。</p>',
        '<p>沒變的：有地圖、照片或食譜的書，我還是會買紙本，灰階螢幕實在不適合它們。漫畫和雜誌也是看紙本或平板比較好。</p>',
        '<blockquote>最棒的功能從來沒人宣傳：除了讀書，它什麼也做不了。</blockquote>',
        '<p>如果你還在猶豫，不妨先跟朋友借一台用一個禮拜再決定。已經在用的朋友，你們做筆記是在裝置上，還是用真正的筆記本？</p>',
      ),
    },
  }),
  post({
    id: 'post_004',
    slug: 'how-do-you-spend-your-weekends',
    userName: 'reader',
    publishedAt: '2026-09-15T09:30:00.000Z',
    baseLikes: 41,
    category: 'cat_lifestyle',
    subcategory: null,
    pollId: 'poll_004',
    en: {
      title: 'How Do You Really Spend Your Weekends?',
      description: 'I have been trying to make my weekends feel less like catching up on chores, so I am asking the community what works for them.',
      content: html(
        '<p>For months my weekends have disappeared into laundry, emails I didn’t finish on Friday and a vague feeling that I should be doing something more interesting. This autumn I decided to change that, one Saturday at a time.</p>',
        '<p>So far I have tried a long walk with no destination, a morning at a farmers’ market, an afternoon cooking class and one glorious Sunday spent reading on the sofa without apologising to anyone. The walk and the reading won, by a distance.</p>',
        '<p>I am curious how everyone else does it. Do you plan your weekends or leave them empty on purpose? Do you go out of town, stay in, see friends, or sleep? Vote in the poll below, and tell me in the comments what your perfect weekend looks like.</p>',
      ),
    },
    'zh-cn': {
      title: '你的周末到底是怎么过的？',
      description: '我一直在努力让周末不再只是补做家务，所以想问问大家有什么好办法。',
      content: html(
        '<p>好几个月了，我的周末总是消失在洗衣服、周五没回完的邮件，以及一种“应该做点更有意思的事”的模糊念头里。今年秋天，我决定改变这种状况，一个周六一个周六地来。</p>',
        '<p>到目前为止，我试过漫无目的地走很久、在农贸市集逛一个上午、上一下午的烹饪课，还有一个美好的周日，窝在沙发上读书，不用向任何人道歉。结果散步和读书遥遥领先。</p>',
        '<p>我很好奇大家是怎么安排的。你会提前计划周末，还是故意留白？去郊外、宅在家、见朋友，还是补觉？在下面的投票里选一选，也欢迎在评论里说说你理想中的周末是什么样子。</p>',
      ),
    },
    'zh-tw': {
      title: '你的週末到底都怎麼過？',
      description: '我一直想讓週末不再只是補做家事，所以想問問大家有什麼好方法。',
      content: html(
        '<p>好幾個月了，我的週末總是消失在洗衣服、週五沒回完的電子郵件，以及一種「應該做點更有趣的事」的模糊念頭裡。今年秋天，我決定改變這種狀況，一個週六一個週六慢慢來。</p>',
        '<p>到目前為止，我試過漫無目的地走很久、在農夫市集逛一個早上、上一個下午的烹飪課，還有一個美好的週日，窩在沙發上看書，不必跟任何人道歉。結果散步和看書遙遙領先。</p>',
        '<p>我很好奇大家都怎麼安排。你會事先規劃週末，還是刻意留白？去郊外、待在家、見朋友，還是補眠？在下方的投票裡選一選，也歡迎在留言裡分享你心目中理想的週末。</p>',
      ),
    },
  }),
  post({
    id: 'post_005',
    slug: 'three-slow-days-in-penghu',
    userName: 'meiling',
    publishedAt: '2026-09-20T06:10:00.000Z',
    baseLikes: 72,
    category: 'cat_travel',
    subcategory: 'sub_travel_slow_travel',
    image: picture('travel', 2),
    en: {
      title: 'Three Slow Days in Penghu',
      description: 'A short diary of a long weekend on the islands, with the wind, a rented scooter and far too much squid.',
      content: html(
        '<p>I finally went to Penghu after reading about it for years. Three days was not enough, but it was exactly the right speed: no tours, just a rented scooter, a guesthouse in Magong and a loose list of places to see.</p>',
        '<p>Day one was all wind. We rode out to the basalt columns, got sandblasted, and ate grilled squid by the harbour at sunset. On day two we took a boat to one of the southern islands and walked around a village where every wall was built from coral stone. On day three the ferry times changed because of the waves, so we spent the morning in a café writing postcards.</p>',
        '<blockquote>The guesthouse owner laughed when I showed him my plan. “The wind decides,” he said, and he was right every single time.</blockquote>',
        '<p>Tips: bring a jacket even in September, leave a spare day before your flight or ferry home if you can, and try the cactus ice cream at least once.</p>',
      ),
    },
    'zh-cn': {
      title: '在澎湖慢慢过的三天',
      description: '一个长周末的海岛小日记，关于风、租来的摩托车，还有吃得太多的鱿鱼。',
      content: html(
        '<p>读了好几年关于澎湖的文章，我终于去了一趟。三天远远不够，但节奏刚刚好：不跟团，只租了一辆摩托车，在马公订了一家民宿，列了一张随意的清单。</p>',
        '<p>第一天全是风。我们骑到玄武岩石柱那里，被沙子吹了满脸，傍晚在港边吃着烤鱿鱼看日落。第二天坐船去了南边的一座小岛，在一个村子里散步，那里每一面墙都是用珊瑚石砌的。第三天因为浪大，渡轮班次变了，我们就在咖啡馆里写了一上午明信片。</p>',
        '<blockquote>我把行程拿给民宿老板看，他笑了：“风说了算。”结果每一次都被他说中。</blockquote>',
        '<p>小建议：九月也要带件外套；回程的船或飞机最好预留一天机动时间；仙人掌冰淇淋至少要尝一次。</p>',
      ),
    },
    'zh-tw': {
      title: '在澎湖慢慢過的三天',
      description: '連假在離島的小日記，關於風、租來的機車，還有吃太多的小卷。',
      content: html(
        '<p>讀了好幾年關於澎湖的文章，我終於去了一趟。三天完全不夠，但節奏剛剛好：不跟團，只租了一台機車，在馬公訂了一間民宿，列了一張隨興的清單。</p>',
        '<p>第一天全是風。我們騎到玄武岩柱那邊，被沙吹了滿臉，傍晚在港邊一邊吃烤小卷一邊看夕陽。第二天搭船去南邊的一座小島，在村子裡散步，那裡每一面牆都是用咾咕石砌的。第三天因為浪太大，交通船的班次變了，我們就在咖啡店裡寫了一早上的明信片。</p>',
        '<blockquote>我把行程拿給民宿老闆看，他笑了：「風說了算。」結果每一次都被他說中。</blockquote>',
        '<p>小提醒：九月也要帶件外套；回程的船班或機位最好預留一天彈性；仙人掌冰淇淋至少要吃一次。</p>',
      ),
    },
  }),
  post({
    id: 'post_006',
    slug: 'learning-mandarin-at-forty',
    userName: 'marco',
    publishedAt: '2026-09-24T17:45:00.000Z',
    baseLikes: 27,
    category: 'cat_culture',
    subcategory: null,
    en: {
      title: 'Learning Mandarin at Forty: Six Months In',
      description: 'Half a year of evening classes, flashcards and embarrassing mistakes, and why I am enjoying it more than I expected.',
      content: html(
        '<p>In March I signed up for evening Mandarin classes, mainly because the family of my daughter’s best friend kept inviting us to dinner and I wanted to say more than “thank you” and “delicious”. Six months later I can order food, ask for directions and understand about a third of what my teacher says when she speaks at normal speed.</p>',
        '<p>The tones were harder than I expected; the grammar was easier. What surprised me most is how much culture comes with the words. Learning why a clock is a bad gift, or why people ask whether you have eaten, taught me more than any guidebook.</p>',
        '<p>What keeps me going:</p>',
        '<ul><li>Fifteen minutes of flashcards every morning with my coffee.</li><li>A weekly language exchange: I help with Italian, my exchange partner helps with Chinese.</li><li>Children’s books, which are humbling but perfect.</li></ul>',
        '<p>Is anyone else learning a language later in life? I would love recommendations for podcasts at a beginner level.</p>',
      ),
    },
    'zh-cn': {
      title: '四十岁学中文：六个月的进展',
      description: '半年的夜校、单词卡和各种尴尬的错误，以及为什么我比预想中更享受这个过程。',
      content: html(
        '<p>今年三月，我报了一个中文夜校班，主要是因为我女儿好朋友的一家人总请我们吃饭，而我想说的不只是“谢谢”和“好吃”。六个月后，我已经能点菜、问路，老师用正常语速说话时，我大概能听懂三分之一。</p>',
        '<p>声调比我想象的难，语法反倒容易些。最让我意外的是，词语背后带着那么多文化。弄明白为什么不能送钟、为什么大家见面会问“吃了吗”，比读任何旅行指南学到的都多。</p>',
        '<p>让我坚持下来的是：</p>',
        '<ul><li>每天早上喝咖啡时背十五分钟单词卡。</li><li>每周一次语言交换：我教意大利语，对方教中文。</li><li>儿童读物，读起来让人谦卑，却再合适不过。</li></ul>',
        '<p>还有谁也是人到中年才开始学外语吗？想请大家推荐一些适合初学者的播客。</p>',
      ),
    },
    'zh-tw': {
      title: '四十歲學中文：六個月的進度',
      description: '半年的夜間課程、單字卡和各種尷尬的錯誤，以及為什麼我比預期中更享受這個過程。',
      content: html(
        '<p>今年三月，我報名了中文夜間課程，主要是因為我女兒好朋友的家人常常請我們吃飯，而我想說的不只是「謝謝」和「好吃」。六個月之後，我已經能點餐、問路，老師用正常語速講話時，我大概聽得懂三分之一。</p>',
        '<p>聲調比我想像的難，文法反而容易一些。最讓我意外的是，詞彙背後帶著那麼多文化。弄懂為什麼不能送鐘、為什麼大家見面會問「吃飽沒」，比讀任何旅遊指南學到的都多。</p>',
        '<p>讓我持續下去的是：</p>',
        '<ul><li>每天早上喝咖啡時背十五分鐘單字卡。</li><li>每週一次語言交換：我教義大利文，對方教中文。</li><li>兒童繪本，讀起來讓人謙卑，卻再適合不過。</li></ul>',
        '<p>還有誰也是人到中年才開始學外語嗎？想請大家推薦一些適合初學者收聽的播客節目。</p>',
      ),
    },
  }),
  post({
    id: 'post_007',
    slug: 'cycling-around-qinghai-lake',
    userName: 'xiaoming',
    publishedAt: '2026-09-28T03:15:00.000Z',
    baseLikes: 64,
    category: 'cat_travel',
    subcategory: 'sub_travel_nature',
    image: picture('travel', 1),
    en: {
      title: 'Cycling Around Qinghai Lake in Four Days',
      description: 'My first long bike trip, around China’s largest lake, with thin air, headwinds and skies I will never forget.',
      content: html(
        '<p>In mid-September I finally did the ride I had been talking about for years: a loop around Qinghai Lake on a rented bicycle. Four days, three nights in small guesthouses, and more yaks than cars on some stretches.</p>',
        '<p>The altitude is the real challenge. The lake sits above 3,000 metres, and on the first afternoon even a gentle slope left me gasping. I spent a day in Xining beforehand to get used to it, and I would recommend two.</p>',
        '<ul><li>Rent from a shop that offers a support van; ours carried our bags and, once, an exhausted rider.</li><li>Pack sunscreen, lip balm and gloves: the sun is strong and the wind is cold.</li><li>Ride clockwise if you can, so the lake stays on your side of the road.</li></ul>',
        '<p>The best moment was the evening of day two, when the clouds opened over the water and the whole lake turned silver. Has anyone done this ride in summer? I am wondering whether to go back when the rapeseed flowers bloom.</p>',
      ),
    },
    'zh-cn': {
      title: '四天骑行环青海湖',
      description: '我的第一次长途骑行，绕着中国最大的湖转了一圈，有高原反应、顶风，还有忘不掉的天空。',
      content: html(
        '<p>九月中旬，我终于完成了念叨好几年的那趟骑行：租一辆自行车，环青海湖一圈。四天，三晚住在小客栈，有些路段上牦牛比汽车还多。</p>',
        '<p>真正的挑战是海拔。湖面海拔超过三千米，第一天下午哪怕一个缓坡都让我喘不上气。出发前我在西宁待了一天适应，建议大家待两天。</p>',
        '<ul><li>找提供保障车的租车店，我们的保障车帮忙拉行李，还拉过一位骑不动的队友。</li><li>带上防晒霜、润唇膏和手套：太阳很毒，风却很冷。</li><li>尽量顺时针骑，这样湖一直在你这一侧。</li></ul>',
        '<p>最美的一刻是第二天傍晚，云层在湖面上方裂开，整个湖变成了银色。有人夏天骑过吗？我在考虑油菜花开的时候再去一次。</p>',
      ),
    },
    'zh-tw': {
      title: '四天單車環青海湖',
      description: '我的第一次長途單車旅行，繞著中國最大的湖騎了一圈，有高山症、逆風，還有忘不了的天空。',
      content: html(
        '<p>九月中旬，我終於完成念了好幾年的那趟旅程：租一台腳踏車，環青海湖一圈。四天，三晚住在小民宿，有些路段上犛牛比汽車還多。</p>',
        '<p>真正的挑戰是海拔。湖面海拔超過三千公尺，第一天下午就算只是緩坡都讓我喘不過氣。出發前我在西寧待了一天適應，建議大家待兩天。</p>',
        '<ul><li>找有保母車的租車店，我們的保母車幫忙載行李，還載過一位騎不動的隊友。</li><li>帶上防曬乳、護唇膏和手套：太陽很毒，風卻很冷。</li><li>盡量順時針騎，這樣湖會一直在你這一側。</li></ul>',
        '<p>最美的一刻是第二天傍晚，雲層在湖面上方裂開，整座湖變成了銀色。有人夏天騎過嗎？我在考慮油菜花開的時候再去一次。</p>',
      ),
    },
  }),
  post({
    id: 'post_008',
    slug: 'five-books-for-a-long-autumn',
    userName: 'reader',
    publishedAt: '2026-10-02T20:00:00.000Z',
    baseLikes: 88,
    category: 'cat_culture',
    subcategory: 'sub_culture_books',
    image: picture('culture', 0),
    en: {
      title: 'Five Books for a Long Autumn',
      description: 'The novels and essays that kept me company this autumn, from a Taiwanese novel about old bicycles to a slim book about running.',
      content: html(
        '<p>October always makes me want to read more and scroll less. Here are the five books that kept me company this autumn, in the order I read them.</p>',
        '<ul><li><em>The Remains of the Day</em> by Kazuo Ishiguro: a butler’s road trip and a quiet lesson in regret. Perfect for grey afternoons.</li><li><em>The Stolen Bicycle</em> by Wu Ming-yi: after the magazine’s article on translators, I finally picked it up. Part mystery, part history of Taiwan told through old bicycles.</li><li><em>Love in a Fallen City</em> by Eileen Chang: short, sharp and more modern than I expected.</li><li><em>What I Talk About When I Talk About Running</em> by Haruki Murakami: I don’t run, and I still loved it.</li><li><em>Walden</em> by Henry David Thoreau: slow going, so I read one chapter every Sunday morning.</li></ul>',
        '<p>If you could recommend only one book for the coming winter, what would it be? I am building my list now.</p>',
      ),
    },
    'zh-cn': {
      title: '陪我度过漫长秋天的五本书',
      description: '今年秋天陪伴我的小说和随笔，从一本关于老自行车的台湾小说，到一本谈跑步的小书。',
      content: html(
        '<p>每到十月，我就想多读点书、少刷点手机。下面是今年秋天陪伴我的五本书，按阅读顺序排列。</p>',
        '<ul><li>石黑一雄《长日留痕》：一位管家的公路旅行，一堂关于遗憾的安静课程，最适合阴天的下午。</li><li>吴明益《单车失窃记》：看了杂志那篇关于译者的文章，我终于拿起了这本书。一半是悬疑，一半是借老自行车讲述的台湾历史。</li><li>张爱玲《倾城之恋》：篇幅不长，笔锋犀利，比我想象的还要现代。</li><li>村上春树《当我谈跑步时我谈些什么》：我不跑步，却依然很喜欢。</li><li>梭罗《瓦尔登湖》：读得很慢，所以每个周日早上只读一章。</li></ul>',
        '<p>如果只能推荐一本书陪大家过冬，你会选哪一本？我正在整理我的书单。</p>',
      ),
    },
    'zh-tw': {
      title: '陪我度過漫長秋天的五本書',
      description: '今年秋天陪伴我的小說和散文，從一本關於老單車的臺灣小說，到一本談跑步的小書。',
      content: html(
        '<p>每到十月，我就想多讀點書、少滑點手機。以下是今年秋天陪伴我的五本書，依閱讀順序排列。</p>',
        '<ul><li>石黑一雄《長日將盡》：一位管家的公路旅行，一堂關於遺憾的安靜課程，最適合陰天的午後。</li><li>吳明益《單車失竊記》：讀了雜誌那篇關於譯者的文章，我終於翻開這本書。一半是懸疑，一半是透過老腳踏車講述的臺灣歷史。</li><li>張愛玲《傾城之戀》：篇幅不長，筆鋒犀利，比我想像的還要現代。</li><li>村上春樹《關於跑步，我說的其實是……》：我不跑步，卻依然很喜歡。</li><li>梭羅《湖濱散記》：讀得很慢，所以每個週日早上只讀一章。</li></ul>',
        '<p>如果只能推薦一本書陪大家過冬，你會選哪一本？我正在整理我的書單。</p>',
      ),
    },
  }),
  post({
    id: 'post_009',
    slug: 'paper-screen-or-audio',
    userName: 'meiling',
    publishedAt: '2026-10-06T12:25:00.000Z',
    baseLikes: 53,
    category: 'cat_culture',
    subcategory: 'sub_culture_books',
    pollId: 'poll_005',
    en: {
      title: 'Paper, Screen or Audio: How Do You Read Now?',
      description: 'My reading has split three ways this year, and I am curious whether anyone else has stopped being loyal to paper.',
      content: html(
        '<p>I grew up in a house full of books and always said I would never read on a screen. This year I broke that promise several times over. I now read novels on paper, news and long articles on my phone, and listen to audiobooks while I cook or commute.</p>',
        '<p>Each format has changed what I read. Audiobooks got me through memoirs and history I would never have finished on paper. The e-reader is where I try books I am unsure about. Paper is still for the books I want to keep, lend and write in.</p>',
        '<blockquote>I used to think the format was about loyalty. Now I think it is about the moment: which book fits this hour, this place, this mood.</blockquote>',
        '<p>What about you? Vote in the poll for the way you read most often, and tell me in the comments whether you feel guilty about it or, like me, have made your peace.</p>',
      ),
    },
    'zh-cn': {
      title: '纸书、屏幕还是有声书：你现在怎么读书？',
      description: '今年我的阅读分成了三条路，很好奇还有没有人也不再只忠于纸书。',
      content: html(
        '<p>我在一个满是书的家里长大，一直说自己绝不会在屏幕上读书。今年我好几次打破了这个誓言。现在我读小说用纸书，看新闻和长文章用手机，做饭和通勤时听有声书。</p>',
        '<p>每一种形式都改变了我读什么。有声书陪我听完了好几本回忆录和历史书，换成纸书我大概读不完。电子阅读器是我试读没把握的书的地方。纸书则留给那些我想收藏、借给别人、在上面写字的书。</p>',
        '<blockquote>我曾以为选择哪种形式关乎忠诚。现在我觉得关乎当下：哪本书适合此刻、此地、此种心情。</blockquote>',
        '<p>你呢？在投票里选出你最常用的读书方式，也欢迎在评论里说说你会不会因此有罪恶感，还是像我一样已经释怀了。</p>',
      ),
    },
    'zh-tw': {
      title: '紙本、螢幕還是有聲書：你現在怎麼閱讀？',
      description: '今年我的閱讀分成了三條路，很好奇還有沒有人也不再只忠於紙本。',
      content: html(
        '<p>我在一個滿是書的家裡長大，一直說自己絕對不會在螢幕上看書。今年我好幾次打破了這個誓言。現在我讀小說用紙本，看新聞和長文用手機，煮飯和通勤時聽有聲書。</p>',
        '<p>每一種形式都改變了我讀的內容。有聲書陪我聽完好幾本回憶錄和歷史書，換成紙本我大概讀不完。電子書閱讀器是我試讀沒把握的書的地方。紙本則留給那些我想收藏、借人、在上面寫筆記的書。</p>',
        '<blockquote>我曾以為選擇哪種形式關乎忠誠。現在我覺得關乎當下：哪本書適合此刻、此地、此種心情。</blockquote>',
        '<p>你呢？在投票裡選出你最常用的看書方式，也歡迎在留言裡說說你會不會因此有罪惡感，還是像我一樣已經釋懷了。</p>',
      ),
    },
  }),
  post({
    id: 'post_010',
    slug: 'from-side-project-to-small-shop',
    userName: 'xiaoming',
    publishedAt: '2026-10-09T07:50:00.000Z',
    baseLikes: 45,
    category: 'cat_business',
    subcategory: 'sub_business_startups',
    en: {
      title: 'From Side Project to Small Shop: My First Year Selling Online',
      description: 'What I learned turning a weekend hobby, making leather notebook covers, into a small online business.',
      content: html(
        '<p>Two years ago I started making leather covers for my own notebooks at the weekend. Friends asked for them, then friends of friends, and last October I opened a small online shop. A year on, it pays for itself and a little more, though I still have my day job.</p>',
        '<p>Some honest lessons from the first year:</p>',
        '<ul><li>Photos matter more than descriptions. I reshot every product in daylight and sales doubled.</li><li>Price for your time, not your nerves. My first prices barely covered the leather.</li><li>Reply to every message within a day. Half my repeat customers started with a question.</li><li>Shipping costs will surprise you. Weigh everything before you set prices.</li></ul>',
        '<p>The magazine’s story about small cross-border sellers in Yiwu made me think about selling abroad next year. Has anyone here done that as a one-person shop? I would love to hear how you handled customs and returns.</p>',
      ),
    },
    'zh-cn': {
      title: '从副业到小店：我网上开店的第一年',
      description: '把周末做皮质笔记本套的爱好变成一门小生意，我学到了这些。',
      content: html(
        '<p>两年前，我开始在周末给自己的笔记本做皮套。朋友们来要，然后是朋友的朋友，去年十月我开了一家小网店。一年过去，小店能自负盈亏，还略有结余，不过我还没辞掉本职工作。</p>',
        '<p>第一年的几点真心话：</p>',
        '<ul><li>照片比文字描述更重要。我在自然光下把所有商品重拍了一遍，销量翻了一倍。</li><li>按你的时间定价，别按你的胆量定价。我最初的价格连皮料钱都差点不够。</li><li>每条消息一天之内回复。我一半的回头客都是从一个提问开始的。</li><li>运费会吓你一跳。定价之前先把每样东西称一称。</li></ul>',
        '<p>杂志那篇讲义乌跨境小卖家的文章，让我开始考虑明年做海外销售。这里有人以一人小店的身份做过吗？很想听听你们怎么处理清关和退货。</p>',
      ),
    },
    'zh-tw': {
      title: '從副業到小店：我在網路開店的第一年',
      description: '把週末做皮革筆記本套的興趣變成一門小生意，我學到了這些。',
      content: html(
        '<p>兩年前，我開始在週末幫自己的筆記本做皮套。朋友來跟我要，接著是朋友的朋友，去年十月我開了一間小網店。一年過去，小店已經能打平，還有一點盈餘，不過我還沒辭掉正職。</p>',
        '<p>第一年的幾點真心話：</p>',
        '<ul><li>照片比文字說明更重要。我在自然光下把所有商品重拍一遍，銷量翻了一倍。</li><li>依你的時間定價，別依你的膽量定價。我最初的價格連皮料錢都差點不夠。</li><li>每則訊息一天之內回覆。我一半的回頭客都是從一個提問開始的。</li><li>運費會嚇你一跳。定價之前先把每樣東西秤一秤。</li></ul>',
        '<p>雜誌那篇談義烏跨境小賣家的文章，讓我開始考慮明年做海外銷售。這裡有人以一人小店的身分做過嗎？很想聽聽你們怎麼處理報關和退貨。</p>',
      ),
    },
  }),
  post({
    id: 'post_011',
    slug: 'pasta-night-meets-noodle-night',
    userName: 'marco',
    publishedAt: '2026-10-13T18:30:00.000Z',
    baseLikes: 79,
    category: 'cat_lifestyle',
    subcategory: 'sub_lifestyle_food',
    image: picture('lifestyle', 1),
    en: {
      title: 'When My Pasta Night Met Hand-Pulled Noodles',
      description: 'A cooking swap with my neighbours turned into a weekly dinner, and a friendly argument about whose noodles came first.',
      content: html(
        '<p>Our building has a shared kitchen on the ground floor, and this summer my neighbours from Lanzhou and I started swapping dinners. I make fresh pasta on Sundays; they make hand-pulled noodles on Wednesdays. Now it is a weekly event with a waiting list.</p>',
        '<p>Watching Mr Ma pull a lump of dough into dozens of thin strands in under a minute is one of the best shows in the city. He, in turn, is fascinated by my grandmother’s rolling pin, almost a metre long, which I use to roll out tagliatelle.</p>',
        '<blockquote>We have agreed on one thing: good noodles need patience, a big pot of boiling water and someone hungry waiting at the table.</blockquote>',
        '<p>We still argue, politely, about who invented noodles first. If anyone knows a good book on the history of noodles, please share it: I need ammunition for next Wednesday.</p>',
      ),
    },
    'zh-cn': {
      title: '当我的意面之夜遇上手拉面',
      description: '和邻居交换厨艺，变成了每周一次的晚餐，还有一场关于谁的面条历史更久的友好争论。',
      content: html(
        '<p>我们楼的一层有个共用厨房，今年夏天，我和来自兰州的邻居开始交换晚餐。每周日我做新鲜意面，每周三他们做手拉面。现在这已经成了每周的固定活动，想来吃还得排队。</p>',
        '<p>看马师傅不到一分钟就把一团面拉成几十根细面，是这座城市里最好看的表演之一。而他对我奶奶那根将近一米长的擀面杖着迷不已，我就是用它擀意大利宽面的。</p>',
        '<blockquote>我们在一件事上达成了共识：好面条需要耐心、一大锅滚水，还有一个饿着肚子在桌边等的人。</blockquote>',
        '<p>至于面条到底是谁先发明的，我们仍在客客气气地争论。如果有人知道讲面条历史的好书，请推荐给我，下周三我需要弹药。</p>',
      ),
    },
    'zh-tw': {
      title: '當我的義大利麵之夜遇上手拉麵',
      description: '和鄰居交換廚藝，變成了每週一次的晚餐，還有一場關於誰的麵條歷史比較悠久的友好爭論。',
      content: html(
        '<p>我們大樓一樓有個共用廚房，今年夏天，我和來自蘭州的鄰居開始交換晚餐。每週日我做新鮮義大利麵，每週三他們做手拉麵。現在這已經變成每週的固定活動，想來吃還得排隊。</p>',
        '<p>看馬師傅不到一分鐘就把一團麵拉成幾十根細麵，是這座城市裡最精彩的表演之一。而他對我奶奶那根將近一公尺長的擀麵棍著迷不已，我就是用它擀義大利寬麵的。</p>',
        '<blockquote>我們在一件事上達成了共識：好麵條需要耐心、一大鍋滾水，還有一個餓著肚子在桌邊等的人。</blockquote>',
        '<p>至於麵條到底是誰先發明的，我們還在客客氣氣地爭論。如果有人知道談麵條歷史的好書，請推薦給我，下週三我需要彈藥。</p>',
      ),
    },
  }),
  post({
    id: 'post_012',
    slug: 'staying-informed-without-burning-out',
    userName: 'reader',
    publishedAt: '2026-10-16T08:05:00.000Z',
    baseLikes: 38,
    category: 'cat_world',
    subcategory: null,
    en: {
      title: 'How Do You Follow World News Without Burning Out?',
      description: 'I want to stay informed about floods, elections and trade disputes without doom-scrolling every night, and I would love to hear your routines.',
      content: html(
        '<p>Lately I have noticed that I finish most evenings more anxious and less informed than I started. I scroll through headlines about floods, elections and shipping routes, read none of them properly and go to bed with a knot in my stomach.</p>',
        '<p>So I am trying a new routine for a month:</p>',
        '<ul><li>No news apps on my phone’s home screen.</li><li>One longer article a day, read properly, instead of fifty headlines.</li><li>A weekly round-up on Sunday morning, with coffee, to see what actually mattered.</li></ul>',
        '<p>Two weeks in, I feel calmer and, strangely, better informed. Pieces like the one on Mexico City sinking stayed with me far longer than any breaking-news alert.</p>',
        '<p>How do you keep up with the world without letting it swallow you? Do you have favourite newsletters, podcasts or habits that help?</p>',
      ),
    },
    'zh-cn': {
      title: '你如何关注国际新闻而不被压垮？',
      description: '我想了解洪水、选举和贸易摩擦，又不想每晚都在刷坏消息，很想听听大家的做法。',
      content: html(
        '<p>最近我发现，大多数晚上结束时，我比开始时更焦虑，知道的却更少。我一条条刷着关于洪水、选举和航运路线的标题，哪一篇都没认真读，最后带着一肚子的紧张上床睡觉。</p>',
        '<p>所以我打算用一个月试试新习惯：</p>',
        '<ul><li>手机主屏幕上不放新闻应用。</li><li>每天认真读一篇长文章，而不是扫五十条标题。</li><li>周日早上泡杯咖啡，读一份每周综述，看看真正重要的是什么。</li></ul>',
        '<p>两周下来，我平静了不少，奇怪的是，了解得反而更多了。像写墨西哥城下沉的那篇报道，在我脑子里停留的时间比任何突发新闻推送都长。</p>',
        '<p>你是怎么跟上世界的节奏而不被它吞没的？有没有喜欢的新闻简报、播客或者好习惯可以分享？</p>',
      ),
    },
    'zh-tw': {
      title: '你如何關注國際新聞而不被壓垮？',
      description: '我想了解洪水、選舉和貿易爭端，又不想每晚都在滑壞消息，很想聽聽大家的做法。',
      content: html(
        '<p>最近我發現，大多數晚上結束時，我比一開始更焦慮，知道的卻更少。我一則則滑過洪水、選舉和航運路線的標題，沒有一篇認真讀完，最後帶著滿肚子的緊繃上床睡覺。</p>',
        '<p>所以我打算花一個月試試新習慣：</p>',
        '<ul><li>手機主畫面上不放新聞應用程式。</li><li>每天認真讀一篇長文，而不是掃過五十則標題。</li><li>週日早上泡杯咖啡，讀一份每週整理，看看真正重要的是什麼。</li></ul>',
        '<p>兩週下來，我平靜了不少，奇怪的是，了解得反而更多了。像寫墨西哥城下陷的那篇報導，在我腦海中停留的時間比任何即時新聞推播都長。</p>',
        '<p>你是怎麼跟上世界的腳步又不被它吞沒的？有沒有喜歡的電子報、播客節目或好習慣可以分享？</p>',
      ),
    },
  }),
  post({
    id: 'post_013',
    slug: 'balcony-herb-garden-one-year-later',
    userName: 'meiling',
    publishedAt: '2026-10-20T04:40:00.000Z',
    baseLikes: 61,
    category: 'cat_lifestyle',
    subcategory: 'sub_lifestyle_home',
    image: picture('lifestyle', 2),
    en: {
      title: 'My Balcony Herb Garden, One Year Later',
      description: 'The basil died, the mint took over and the chilli plant surprised everyone: notes from a tiny city balcony.',
      content: html(
        '<p>Last autumn I turned my narrow balcony into a herb garden: six pots, one folding stool and a lot of optimism. A year later, here is the honest report.</p>',
        '<ul><li>Mint: unstoppable. Give it its own pot or it will move into everyone else’s.</li><li>Basil: died twice in the summer heat, then thrived once I moved it to morning sun only.</li><li>Thai basil and perilla: the best value on the balcony, wonderful in stir-fries.</li><li>Chilli: sulked for months, then produced forty peppers in September.</li></ul>',
        '<p>The biggest lesson came from the magazine’s article about plants for small apartments: I was overwatering everything. Now I check the soil with a finger before I reach for the watering can, and half my problems have disappeared.</p>',
        '<p>What grows well on your balcony or windowsill? I have one empty pot and I am open to suggestions.</p>',
      ),
    },
    'zh-cn': {
      title: '我的阳台香草园，一年之后',
      description: '罗勒死了，薄荷占领了一切，辣椒却让所有人刮目相看：来自城市小阳台的笔记。',
      content: html(
        '<p>去年秋天，我把窄窄的阳台变成了香草园：六个花盆、一张折叠凳，还有满满的乐观。一年过去了，下面是我的真实报告。</p>',
        '<ul><li>薄荷：势不可挡。一定要单独种一盆，不然它会搬进所有邻居的盆里。</li><li>罗勒：夏天热死了两次，改成只晒上午的太阳后就长得很好。</li><li>泰国罗勒和紫苏：阳台上最划算的植物，炒菜特别香。</li><li>辣椒：闹了好几个月别扭，九月却一口气结了四十个。</li></ul>',
        '<p>最大的收获来自杂志那篇讲小户型植物的文章：原来我一直浇水太多。现在浇水之前先用手指摸摸土，一半的问题都消失了。</p>',
        '<p>你的阳台或窗台上什么长得好？我还有一个空盆，欢迎推荐。</p>',
      ),
    },
    'zh-tw': {
      title: '我的陽台香草園，一年之後',
      description: '甜羅勒陣亡、薄荷攻占一切，辣椒卻讓大家刮目相看：來自城市小陽台的筆記。',
      content: html(
        '<p>去年秋天，我把窄窄的陽台改造成香草園：六個盆栽、一張折疊椅，還有滿滿的樂觀。一年過去了，以下是我的真實報告。</p>',
        '<ul><li>薄荷：勢不可擋。一定要單獨種一盆，不然它會搬進所有鄰居的盆子裡。</li><li>甜羅勒：夏天熱死了兩次，改成只曬早上的太陽之後就長得很好。</li><li>九層塔和紫蘇：陽台上最划算的植物，拿來快炒特別香。</li><li>辣椒：鬧了好幾個月脾氣，九月卻一口氣結了四十根。</li></ul>',
        '<p>最大的收穫來自雜誌那篇談小坪數植物的文章：原來我一直澆太多水。現在澆水之前先用手指摸摸土，一半的問題都不見了。</p>',
        '<p>你的陽台或窗台上什麼長得好？我還有一個空盆，歡迎推薦。</p>',
      ),
    },
  }),
  post({
    id: 'post_014',
    slug: 'night-train-vienna-to-venice',
    userName: 'marco',
    publishedAt: '2026-10-23T21:10:00.000Z',
    baseLikes: 70,
    category: 'cat_travel',
    subcategory: 'sub_travel_slow_travel',
    image: picture('travel', 3),
    en: {
      title: 'Sleeping My Way From Vienna to Venice',
      description: 'A night-train diary: a tiny couchette, a kind conductor and waking up to the lagoon.',
      content: html(
        '<p>After reading about Europe’s returning night trains, I decided to come home to Italy the slow way. I booked a couchette from Vienna to Venice: six bunks, three strangers, one small window and a paper bag with breakfast.</p>',
        '<p>We left just before nine. A retired couple from Graz shared their chocolate, a student from Slovenia slept through everything, and the conductor knocked at midnight to warn us about the cold in the mountains. I fell asleep somewhere in the Alps and woke as the train crossed the causeway into Venice, with the lagoon pink in the early light.</p>',
        '<blockquote>It was not comfortable, exactly. It was better than comfortable: it felt like a journey again.</blockquote>',
        '<p>Practical notes: book early, bring earplugs and a warm layer, and pay extra for a four-bunk compartment if you are tall. I am already planning the next one.</p>',
      ),
    },
    'zh-cn': {
      title: '一觉从维也纳睡到威尼斯',
      description: '夜车日记：小小的卧铺、和善的列车员，以及醒来时窗外的潟湖。',
      content: html(
        '<p>读了那篇关于欧洲夜车回归的文章后，我决定慢慢地回意大利。我订了一张从维也纳到威尼斯的卧铺：六个铺位、三个陌生人、一扇小窗，还有一个装着早餐的纸袋。</p>',
        '<p>列车九点前不久出发。一对来自格拉茨的退休夫妇分给我们巧克力，一个斯洛文尼亚学生从头睡到尾，半夜列车员来敲门，提醒我们山里会很冷。我在阿尔卑斯山的某处睡着，醒来时列车正驶过通往威尼斯的长堤，晨光里的潟湖一片粉红。</p>',
        '<blockquote>说不上舒服。但比舒服更好：它让旅行重新有了旅途的感觉。</blockquote>',
        '<p>实用提示：尽早订票，带上耳塞和一件保暖衣服；如果你个子高，多花点钱订四人包厢。我已经在计划下一趟了。</p>',
      ),
    },
    'zh-tw': {
      title: '一覺從維也納睡到威尼斯',
      description: '夜車日記：小小的臥鋪、親切的列車長，還有醒來時窗外的潟湖。',
      content: html(
        '<p>讀了那篇關於歐洲夜車回歸的文章之後，我決定慢慢地回義大利。我訂了一張從維也納到威尼斯的臥鋪：六個床位、三個陌生人、一扇小窗，還有一個裝著早餐的紙袋。</p>',
        '<p>列車在九點前不久出發。一對來自格拉茲的退休夫婦分給我們巧克力，一位斯洛維尼亞學生從頭睡到尾，半夜列車長來敲門，提醒我們山區會很冷。我在阿爾卑斯山的某處睡著，醒來時列車正駛過通往威尼斯的長堤，晨光中的潟湖一片粉紅。</p>',
        '<blockquote>說不上舒服。但比舒服更好：它讓旅行重新有了旅程的感覺。</blockquote>',
        '<p>實用提醒：及早訂票，帶上耳塞和一件保暖衣物；如果你個子高，多花點錢訂四人包廂。我已經在計畫下一趟了。</p>',
      ),
    },
  }),
  post({
    id: 'post_015',
    slug: 'milky-way-with-a-phone',
    userName: 'xiaoming',
    publishedAt: '2026-10-27T13:35:00.000Z',
    baseLikes: 49,
    category: 'cat_technology',
    subcategory: 'sub_technology_gadgets',
    image: picture('technology', 3),
    en: {
      title: 'I Photographed the Milky Way With My Phone',
      description: 'Night mode, a cheap tripod and a dark field two hours from the city: what worked and what didn’t.',
      content: html(
        '<p>I had always assumed you need a big camera to photograph the stars. Last weekend I drove two hours out of the city with a friend, a cheap tripod and my two-year-old phone, found a dark field, and came back with pictures I am genuinely proud of.</p>',
        '<ul><li>Use a tripod and the self-timer, so your finger doesn’t shake the shot.</li><li>Turn off the flash and lower the screen brightness, so your eyes adjust to the dark.</li><li>Let night mode run for its full exposure, thirty seconds or more.</li><li>Check the moon calendar: a new moon makes a huge difference.</li></ul>',
        '<p>The hardest part was not the phone. It was finding somewhere dark enough. Even far from the city, the towns around us left a glow on the horizon. After that night I understand why people campaign for darker skies.</p>',
        '<p>Has anyone tried this with a newer phone? I am curious how much the latest cameras improve on mine.</p>',
      ),
    },
    'zh-cn': {
      title: '我用手机拍到了银河',
      description: '夜景模式、一个便宜的三脚架，再加上离城两小时的一片空地：哪些有用，哪些没用。',
      content: html(
        '<p>我一直以为要拍星星就得用大相机。上周末，我和朋友开车两小时出城，带着一个便宜的三脚架和我用了两年的手机，找了一片漆黑的空地，结果拍回来的照片让我真心自豪。</p>',
        '<ul><li>用三脚架加定时拍摄，免得手指按快门时画面抖动。</li><li>关掉闪光灯，把屏幕亮度调低，让眼睛适应黑暗。</li><li>让夜景模式完整曝光，三十秒甚至更久。</li><li>查一下月相：赶上新月，效果天差地别。</li></ul>',
        '<p>最难的不是手机，而是找一个足够黑的地方。即便离城很远，地平线上还是有周边城镇的光晕。那晚之后，我终于明白为什么有人呼吁还给我们更暗的夜空。</p>',
        '<p>有人用新款手机试过吗？很好奇最新的摄像头比我的强多少。</p>',
      ),
    },
    'zh-tw': {
      title: '我用手機拍到了銀河',
      description: '夜景模式、一支便宜的腳架，再加上離市區兩小時的一片空地：哪些有用，哪些沒用。',
      content: html(
        '<p>我一直以為要拍星星就得用大台相機。上週末，我和朋友開車兩小時離開市區，帶著一支便宜的腳架和我用了兩年的手機，找到一片漆黑的空地，結果拍回來的照片讓我打從心底驕傲。</p>',
        '<ul><li>用腳架搭配定時拍攝，免得手指按快門時畫面晃動。</li><li>關掉閃光燈，把螢幕亮度調低，讓眼睛適應黑暗。</li><li>讓夜景模式完整曝光，三十秒甚至更久。</li><li>查一下月相：遇上新月，效果天差地遠。</li></ul>',
        '<p>最難的不是手機，而是找到夠暗的地方。即使離市區很遠，地平線上還是有周圍城鎮的光害。那晚之後，我終於明白為什麼有人呼籲還給我們更暗的夜空。</p>',
        '<p>有人用新款手機試過嗎？很好奇最新的鏡頭比我的強多少。</p>',
      ),
    },
  }),
  post({
    id: 'post_016',
    slug: 'we-started-a-hong-kong-film-club',
    userName: 'reader',
    publishedAt: '2026-10-31T10:20:00.000Z',
    baseLikes: 44,
    category: 'cat_culture',
    subcategory: 'sub_culture_film',
    image: picture('culture', 2),
    en: {
      title: 'We Started a Hong Kong Film Club',
      description: 'Eight friends, one projector and a classic a month: what we have watched so far, and what we should watch next.',
      content: html(
        '<p>After reading about the archivists restoring Hong Kong’s film classics, a few of us realised we had seen far too few of them. So we started a film club: eight friends, a borrowed projector, a bedsheet on the wall and one classic a month, with subtitles and plenty of snacks.</p>',
        '<p>So far we have watched <em>In the Mood for Love</em>, <em>A Better Tomorrow</em> and <em>Chungking Express</em>. The last one won the group over completely; two members have since booked flights to Hong Kong just to see the escalators and snack bars for themselves.</p>',
        '<p>We keep the discussion light: one person introduces the film in five minutes, and afterwards everyone names one scene they will remember. It works better than any serious debate.</p>',
        '<p>What should we watch next? We are looking for something from the eighties or early nineties, ideally a comedy.</p>',
      ),
    },
    'zh-cn': {
      title: '我们办了一个港片观影会',
      description: '八个朋友、一台投影仪、每月一部经典：说说我们已经看了什么，接下来该看什么。',
      content: html(
        '<p>读了那篇关于档案人员修复香港经典电影的文章后，我们几个人发现自己看过的港片实在太少。于是我们办了一个观影会：八个朋友、一台借来的投影仪、墙上挂一条床单，每月看一部经典，配字幕，零食管够。</p>',
        '<p>到目前为止，我们看了《花样年华》《英雄本色》和《重庆森林》。最后一部彻底征服了大家，有两位成员甚至订了去香港的机票，就为了亲眼看看那些扶梯和小吃店。</p>',
        '<p>我们尽量让讨论轻松一些：一个人用五分钟介绍电影，看完后每个人说出一个自己会记住的场景。这比任何严肃的辩论都管用。</p>',
        '<p>接下来该看什么？我们想找一部八十年代或九十年代初的片子，最好是喜剧。</p>',
      ),
    },
    'zh-tw': {
      title: '我們辦了一個港片觀影會',
      description: '八個朋友、一台投影機、每月一部經典：聊聊我們看過哪些，接下來該看什麼。',
      content: html(
        '<p>讀了那篇關於典藏人員修復香港經典電影的文章之後，我們幾個人發現自己看過的港片實在太少。於是我們辦了一個觀影會：八個朋友、一台借來的投影機、牆上掛一條床單，每個月看一部經典，有字幕，零食吃到飽。</p>',
        '<p>到目前為止，我們看了《花樣年華》《英雄本色》和《重慶森林》。最後一部徹底征服了大家，有兩位成員甚至訂了去香港的機票，只為了親眼看看那些手扶梯和小吃店。</p>',
        '<p>我們盡量讓討論輕鬆一點：一個人用五分鐘介紹電影，看完之後每個人說出一個自己會記得的場景。這比任何嚴肅的辯論都有用。</p>',
        '<p>接下來該看什麼？我們想找一部八〇年代或九〇年代初的片子，最好是喜劇。</p>',
      ),
    },
  }),
  post({
    id: 'post_017',
    slug: 'asking-my-boss-for-a-four-day-week',
    userName: 'meiling',
    publishedAt: '2026-11-04T09:55:00.000Z',
    baseLikes: 57,
    category: 'cat_business',
    subcategory: 'sub_business_work',
    en: {
      title: 'I Asked My Boss for a Four-Day Week. Here’s What Happened',
      description: 'How I made the case for a compressed schedule at a small design studio, and what the first two months have been like.',
      content: html(
        '<p>After reading about the four-day week trials, I did something I had been too nervous to do for a year: I asked my manager whether I could work four longer days instead of five. I work at a small design studio, and I expected a polite no.</p>',
        '<p>Instead, she asked for a plan. I wrote one page: which days I would be reachable, how client deadlines would be covered, and a three-month trial with a review at the end. She said yes, on condition that we check in every two weeks.</p>',
        '<blockquote>The hardest part was not convincing her. It was convincing myself that asking was not the same as being lazy.</blockquote>',
        '<p>Two months in, Fridays are for my mother, the market and a long lunch. My work has not suffered; if anything, I guard my time more carefully. Has anyone else negotiated something similar? I would love to know how it worked out in the long run.</p>',
      ),
    },
    'zh-cn': {
      title: '我向老板申请了四天工作制，结果是这样的',
      description: '我如何在一家小设计工作室争取到压缩工时，以及头两个月的感受。',
      content: html(
        '<p>读了关于四天工作制试验的文章后，我做了一件犹豫了一年都不敢做的事：问主管我能不能每周上四天、每天多干几个小时，而不是上五天班。我在一家小设计工作室工作，本以为会被客气地拒绝。</p>',
        '<p>没想到，她让我交一份方案。我写了一页纸：哪几天可以联系到我，客户的截止日期怎么保证，先试行三个月，期满再评估。她同意了，条件是我们每两周碰一次头。</p>',
        '<blockquote>最难的不是说服她，而是说服我自己：提出要求并不等于偷懒。</blockquote>',
        '<p>两个月过去，周五留给我妈妈、菜市场和一顿悠闲的午饭。工作并没有受影响，反而让我更珍惜时间。还有人谈过类似的安排吗？很想知道长期下来效果如何。</p>',
      ),
    },
    'zh-tw': {
      title: '我向老闆提出週休三日，結果是這樣',
      description: '我如何在一間小設計工作室爭取到壓縮工時，以及頭兩個月的心得。',
      content: html(
        '<p>讀了關於週休三日試驗的文章之後，我做了一件猶豫一年都不敢做的事：問主管我能不能每週上四天、每天多做幾個小時，而不是上五天班。我在一間小設計工作室上班，本來以為會被客氣地拒絕。</p>',
        '<p>沒想到，她要我交一份計畫。我寫了一頁：哪幾天聯絡得到我、客戶的截止日怎麼顧好，先試行三個月，期滿再檢討。她答應了，條件是我們每兩週討論一次。</p>',
        '<blockquote>最難的不是說服她，而是說服我自己：提出要求並不等於偷懶。</blockquote>',
        '<p>兩個月過去，週五留給我媽媽、傳統市場和一頓悠閒的午餐。工作並沒有受影響，反而讓我更珍惜時間。還有人談過類似的安排嗎？很想知道長期下來效果如何。</p>',
      ),
    },
  }),
  post({
    id: 'post_018',
    slug: 'slow-afternoons-in-chengdu-teahouses',
    userName: 'xiaoming',
    publishedAt: '2026-11-09T06:30:00.000Z',
    baseLikes: 83,
    category: 'cat_travel',
    subcategory: 'sub_travel_cities',
    image: picture('travel', 0),
    en: {
      title: 'Slow Afternoons in Chengdu’s Teahouses',
      description: 'A weekend spent doing almost nothing in the city that has turned sitting with a cup of tea into an art.',
      content: html(
        '<p>Chengdu has a reputation as the most relaxed city in China, and after one weekend I understand why. I arrived with a list of sights and ended up spending most of both afternoons in teahouses, doing almost nothing.</p>',
        '<p>In People’s Park, the teahouse by the lake was full by two o’clock: retirees playing cards, office workers with laptops, and a man having his ears cleaned by a professional with a set of tiny tools. A cup of jasmine tea costs little, and the waiter keeps topping up the hot water for as long as you stay.</p>',
        '<ul><li>Go on a weekday if you want a table by the water.</li><li>Try the ear cleaning once. It is stranger, and more pleasant, than it sounds.</li><li>Afterwards, walk to a neighbourhood teahouse away from the park to see how locals spend the evening.</li></ul>',
        '<p>I came home rested in a way a busy trip never manages. Which city taught you to slow down?</p>',
      ),
    },
    'zh-cn': {
      title: '在成都茶馆里慢慢消磨的午后',
      description: '在一座把喝茶闲坐变成艺术的城市，我度过了一个几乎什么都没做的周末。',
      content: html(
        '<p>成都素有中国最悠闲城市之称，待了一个周末，我终于明白了原因。我带着一张景点清单去，结果两个下午几乎都泡在茶馆里，什么都没干。</p>',
        '<p>人民公园湖边的茶馆，下午两点就坐满了：退休老人打牌，上班族对着笔记本电脑，还有一位大爷正请师傅用一套小工具给他掏耳朵。一杯茉莉花茶花不了多少钱，只要你不走，服务员就一直来续水。</p>',
        '<ul><li>想坐在水边，最好工作日去。</li><li>掏耳朵值得体验一次，比听起来更奇妙，也更舒服。</li><li>之后离开公园，走去街坊里的茶馆，看看本地人怎么过傍晚。</li></ul>',
        '<p>回家时的那种放松，是行程排得满满的旅行从来给不了的。哪座城市教会了你慢下来？</p>',
      ),
    },
    'zh-tw': {
      title: '在成都茶館裡慢慢消磨的午後',
      description: '在一座把喝茶閒坐變成藝術的城市，我度過了一個幾乎什麼都沒做的週末。',
      content: html(
        '<p>成都素有中國最悠閒城市之稱，待了一個週末，我終於明白原因。我帶著一張景點清單去，結果兩個下午幾乎都泡在茶館裡，什麼也沒做。</p>',
        '<p>人民公園湖邊的茶館，下午兩點就坐滿了：退休長輩打牌，上班族對著筆電，還有一位阿伯正請師傅用一套小工具幫他掏耳朵。一杯茉莉花茶花不了多少錢，只要你不走，服務生就會一直來加熱水。</p>',
        '<ul><li>想坐在水邊，最好平日去。</li><li>掏耳朵值得體驗一次，比聽起來更奇妙，也更舒服。</li><li>之後離開公園，走去巷弄裡的茶館，看看在地人怎麼度過傍晚。</li></ul>',
        '<p>回家時的那種放鬆，是行程排滿的旅行從來給不了的。哪座城市教會了你慢下來？</p>',
      ),
    },
  }),
  post({
    id: 'post_019',
    slug: 'translating-grandmothers-recipes-with-ai',
    userName: 'marco',
    publishedAt: '2026-11-14T16:15:00.000Z',
    baseLikes: 22,
    category: 'cat_technology',
    subcategory: 'sub_technology_ai',
    en: {
      title: 'Using AI to Translate My Grandmother’s Recipe Cards',
      description: 'An experiment with AI translation on handwritten recipes in an Italian dialect, with mixed and sometimes funny results.',
      content: html(
        '<p>My grandmother left a tin box of handwritten recipe cards, mostly in the dialect of her village near Bari. Friends from my Mandarin class wanted to try them, so I spent a weekend photographing the cards and running them through AI tools to make Chinese versions.</p>',
        '<p>The results were impressive and occasionally hilarious. Standard Italian came through well. Dialect words confused every tool I tried: one translated a local pasta as “the priest’s little ears”. Quantities like “a glass of flour” and “as much as it needs” were, understandably, left as they were.</p>',
        '<blockquote>The machine can read her handwriting better than I can. It still cannot tell me what she meant by “cook until it smells right”.</blockquote>',
        '<p>In the end I used the AI drafts as a starting point and called my aunt about the difficult words. The magazine’s article on machine translation and Cantonese made me think: dialects everywhere have the same problem. Has anyone tried this with Hokkien or Hakka family recipes?</p>',
      ),
    },
    'zh-cn': {
      title: '用人工智能翻译奶奶的菜谱卡片',
      description: '用人工智能翻译意大利方言手写菜谱的一次尝试，结果喜忧参半，有时还挺好笑。',
      content: html(
        '<p>奶奶留下了一铁盒手写的菜谱卡片，大多用的是她巴里附近老家村子的方言。中文班的同学们想试着做做看，于是我花了一个周末把卡片拍下来，用几款人工智能工具翻成中文。</p>',
        '<p>效果令人惊艳，偶尔也让人捧腹。标准意大利语翻得不错，但方言词把我试过的每个工具都难住了：有一个把一种本地面食翻成了“神父的小耳朵”。至于“一杯面粉”“要多少放多少”这样的分量，它们也只能照原样留着，这倒可以理解。</p>',
        '<blockquote>机器认她的字比我认得还准，却依然没法告诉我，“煮到闻起来对了为止”到底是什么意思。</blockquote>',
        '<p>最后，我把人工智能的译稿当作初稿，难懂的词再打电话问姑姑。杂志那篇讲机器翻译与粤语的文章让我想到：世界各地的方言都面临同样的问题。有人试过用它翻译闽南话或客家话的家传菜谱吗？</p>',
      ),
    },
    'zh-tw': {
      title: '用人工智慧翻譯奶奶的食譜卡',
      description: '用人工智慧翻譯義大利方言手寫食譜的一次實驗，結果好壞參半，有時還滿好笑的。',
      content: html(
        '<p>奶奶留下了一鐵盒手寫的食譜卡，大多用的是她在義大利南部老家村子的方言。中文課的同學想試著做做看，於是我花了一個週末把卡片拍下來，用幾款人工智慧工具翻成中文。</p>',
        '<p>成果令人驚豔，偶爾也讓人捧腹。標準義大利文翻得不錯，但方言詞把我試過的每個工具都考倒了：有一個把一種當地麵食翻成「神父的小耳朵」。至於「一杯麵粉」「需要多少放多少」這類分量，它們也只能照原樣保留，這倒可以理解。</p>',
        '<blockquote>機器認她的字比我還準，卻還是沒辦法告訴我，「煮到聞起來對了為止」到底是什麼意思。</blockquote>',
        '<p>最後，我把人工智慧的譯稿當作初稿，難懂的詞再打電話問姑姑。雜誌那篇談機器翻譯與粵語的文章讓我想到：世界各地的方言都面臨同樣的問題。有人試過用它翻譯台語或客家話的家傳食譜嗎？</p>',
      ),
    },
  }),
  post({
    id: 'post_020',
    slug: 'what-a-storm-taught-me-about-my-neighbours',
    userName: 'reader',
    publishedAt: '2026-11-19T07:45:00.000Z',
    baseLikes: 12,
    category: 'cat_world',
    subcategory: 'sub_world_europe',
    image: picture('world', 1),
    en: {
      title: 'What a Storm Taught Me About My Neighbours',
      description: 'A blackout in an Edinburgh tenement, a stairwell full of strangers and the small kindnesses that turned them into neighbours.',
      content: html(
        '<p>I have lived in the same Edinburgh tenement for six years, and until this month I knew my neighbours mainly by the bicycles in the stair. Then an autumn storm brought down power lines across the city, and our building was dark from late afternoon until nearly midnight.</p>',
        '<p>By seven o’clock the ground-floor landing had turned into a living room. The family from the second floor brought a camping stove and made soup for everyone. An elderly man from the top flat, whom I had barely heard speak, told stories about the great storms of his childhood. Someone’s teenage son set up a charging station with three power banks and a tangle of cables.</p>',
        '<blockquote>We had all checked the forecast for days. None of us had thought to check on each other until the lights went out.</blockquote>',
        '<p>The power came back just before midnight, but the group chat we started that night is still going. Has a storm, a blackout or a flood ever introduced you to your neighbours?</p>',
      ),
    },
    'zh-cn': {
      title: '一场风暴，让我认识了邻居',
      description: '爱丁堡一栋老公寓楼停电的夜晚，楼道里挤满了陌生人，一点点善意让他们成了邻居。',
      content: html(
        '<p>我在爱丁堡的同一栋老公寓楼里住了六年，直到这个月之前，我对邻居的了解基本仅限于楼道里停着的自行车。后来，一场秋季风暴吹倒了全市多处电线，我们这栋楼从傍晚一直黑到将近午夜。</p>',
        '<p>到了七点，一楼的楼梯平台变成了客厅。三楼的一家人搬来露营炉，给大家煮汤。顶楼一位我几乎没听他开过口的老先生，讲起了他小时候经历的几场大风暴。不知谁家十几岁的儿子拿出三个充电宝和一堆数据线，搭起了一个充电站。</p>',
        '<blockquote>我们都盯着天气预报看了好几天，却没有一个人想到要看看彼此，直到灯灭了。</blockquote>',
        '<p>午夜前终于来电了，但那晚建的群聊到现在还很热闹。有没有哪一场风暴、停电或洪水，让你认识了你的邻居？</p>',
      ),
    },
    'zh-tw': {
      title: '一場暴風雨，讓我認識了鄰居',
      description: '愛丁堡一棟老公寓停電的夜晚，樓梯間擠滿陌生人，一點一滴的善意讓他們成了鄰居。',
      content: html(
        '<p>我在愛丁堡同一棟老公寓住了六年，直到這個月以前，我對鄰居的認識大概只有樓梯間停著的腳踏車。後來，一場秋季暴風吹倒了全市多處電線，我們這棟樓從傍晚一路黑到快半夜。</p>',
        '<p>到了七點，一樓的樓梯平台變成了客廳。三樓的一家人搬來露營爐，煮湯給大家喝。頂樓一位我幾乎沒聽他開口的老先生，講起他小時候經歷的幾場大暴風。不知道是誰家十幾歲的兒子，拿出三顆行動電源和一堆充電線，架起了一個充電站。</p>',
        '<blockquote>我們都盯著氣象預報看了好幾天，卻沒有人想到要關心彼此，直到燈熄了。</blockquote>',
        '<p>半夜前終於復電，但那晚建立的群組到現在還很熱絡。有沒有哪一場暴風雨、停電或水災，讓你認識了你的鄰居？</p>',
      ),
    },
  }),
];
