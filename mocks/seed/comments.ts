/**
 * Readers' comments on articles and community posts: 150 of them, hand-written, each in its writer's language
 * (English, Simplified Chinese from the mainland, Traditional Chinese from Taiwan). Besides the seed's four
 * users, ten readers who are not in the user table comment. cmt_042 holds markup-like text, so the screens can
 * prove they render user text as text.
 */
import { personName } from '../../contracts/personName';
import { business } from './articles/business';
import { culture } from './articles/culture';
import { lifestyle } from './articles/lifestyle';
import { technology } from './articles/technology';
import { travel } from './articles/travel';
import { world } from './articles/world';
import { posts } from './posts';
import type { SeedComment } from './types';
import { users } from './users';

/**
 * Who comments, by the parts of their name (the seed's users as they signed up): each comment is signed with
 * personName, as the API signs a new one (Emma Clarke, 王小明).
 */
function signedUp(userId: string) {
  const user = users.find((candidate) => candidate._id === userId);
  if (!user) throw new Error(`seed: no user ${userId}`);
  return { userId, userName: personName(user) };
}
const commenter = (userId: string, lastName: string, firstName: string) => ({ userId, userName: personName({ lastName, firstName }) });

const COMMENTERS = {
  reader: signedUp('usr_reader'),
  xiaoming: signedUp('usr_xiaoming'),
  meiling: signedUp('usr_meiling'),
  marco: signedUp('usr_marco'),
  r01: commenter('usr_r01', 'Nakamura', 'Yui'),
  r02: commenter('usr_r02', '李', '伟'),
  r03: commenter('usr_r03', '張', '志豪'),
  r04: commenter('usr_r04', 'Dubois', 'Léa'),
  r05: commenter('usr_r05', 'Okoye', 'Chidi'),
  r06: commenter('usr_r06', '刘', '洋'),
  r07: commenter('usr_r07', '黃', '怡君'),
  r08: commenter('usr_r08', 'Schmidt', 'Jonas'),
  r09: commenter('usr_r09', 'Silva', 'Ana'),
  r10: commenter('usr_r10', '周', '杰'),
} as const;

type Commenter = keyof typeof COMMENTERS;

/**
 * [target id, commenter, hours after the target appeared, starting likes, text]. For an article the hours count
 * from midnight UTC after its day of publication; for a post, from its `publishedAt`.
 */
type Row = readonly [target: string, who: Commenter, hours: number, likes: number, text: string];

const ROWS: readonly Row[] = [
  // World
  ['art_001', 'r02', 30, 18, '广州这几年确实建了不少下沉式绿地，今年暴雨时我家附近的积水比往年少多了。希望能多写写老城区怎么改造。'],
  ['art_001', 'reader', 52, 12, 'I had never heard the term “sponge city” before. A park that is designed to flood is an oddly beautiful idea.'],
  ['art_001', 'meiling', 75, 9, '臺北有些公園也開始做滯洪池了，平常是草地，下大雨時就變成水池。很喜歡這篇的說明。'],
  ['art_001', 'r05', 120, 21, 'Lagos could learn a lot from this. Our drains are overwhelmed every rainy season, and the answer is always more concrete.'],
  ['art_001', 'xiaoming', 200, 7, '最后那句“让雨水慢下来”说得太好了。不过地价这么贵，城市真的舍得拿地来做湿地吗？'],
  ['art_001', 'r08', 340, 5, 'Copenhagen has done something similar with its cloudburst plan. I would love a follow-up comparing the Asian and European approaches.'],
  ['art_002', 'r09', 20, 14, 'The line about reading the river on a phone stayed with me. Switching from rice to shrimp must be a huge gamble for a family.'],
  ['art_002', 'r06', 44, 11, '盐度预报像天气预报一样每天发布，这个细节很震撼。上游水坝的问题，恐怕需要几个国家一起坐下来谈。'],
  ['art_002', 'r07', 96, 6, '讀完很難過，土地是河流帶來的，現在卻因為河流的改變而失去。希望能繼續追蹤這些農民之後的生活。'],
  ['art_002', 'marco', 150, 9, 'My uncle grows rice in the Po delta, and salt water is creeping up the river there too. Different continent, same story.'],
  ['art_003', 'r01', 10, 19, 'My grandmother’s village school became a guesthouse three years ago. Seeing it full of travellers is bittersweet, but better than an empty building.'],
  ['art_003', 'r10', 60, 4, '学校改成酿酒厂这个太有意思了，下次去日本一定要找找看。'],
  ['art_004', 'r04', 40, 16, 'I took the Paris–Berlin sleeper in the spring and loved it, but the ticket cost twice as much as the flight. I hope governments decide it is worth supporting.'],
  ['art_004', 'r03', 100, 3, '一直很想在歐洲搭一次夜車，看完這篇更心動了。有沒有人推薦路線？'],
  ['art_005', 'r09', 8, 27, 'As someone from Lisbon, this is painfully accurate. My aunt’s building in Graça is half suitcases now too.'],
  ['art_005', 'r08', 55, 12, '“I know their suitcases” is one of the saddest lines I have read this year.'],
  ['art_008', 'r04', 18, 15, '“We are drinking the ground we stand on” is chilling. I noticed the tilted cathedral when I visited last year but never knew why.'],
  ['art_008', 'meiling', 70, 8, '看到牆面和門框慢慢變形的描述，覺得好可怕。臺灣有些沿海地區也有地層下陷的問題。'],
  ['art_010', 'r05', 22, 13, 'The hourglass image is brilliant. I am going to use it the next time someone asks me why shipping costs jumped.'],
  ['art_010', 'r10', 90, 9, '做外贸的表示深有体会，一条海峡堵上几天，我们的交货期就全乱了。'],
  // Culture
  ['art_011', 'meiling', 33, 17, '「最難翻的是那些小字」這句好有感。像「厝邊」「好啦」這種詞，真的很難找到對應的說法。'],
  ['art_011', 'r01', 110, 8, 'I read a Taiwanese novel in English last year without realising how much work went into the translation. Thank you for shining a light on translators.'],
  ['art_011', 'reader', 980, 6, 'This article is the reason I finally picked up The Stolen Bicycle. Translators deserve their names on the cover.'],
  ['art_012', 'r02', 12, 22, '上海好几家独立书店我都去过，晚上办读书会的那家氛围特别好。希望它们都能撑下去。'],
  ['art_012', 'r06', 48, 10, '“人们需要的是挑书的那一个小时”，说得太准了。网上买书便宜，但没有这种感觉。'],
  ['art_012', 'r04', 95, 4, 'Paris bookshops are fighting the same battle. Concerts and late openings seem to be the answer everywhere.'],
  ['art_013', 'r07', 15, 14, '臺北捷運以前也有過詩句的活動，通勤時抬頭看到一句詩，心情真的會變好。'],
  ['art_013', 'r09', 72, 7, 'Reading poetry “without deciding to” is such a lovely idea. I would send in a poem if my city did this.'],
  ['art_014', 'r03', 28, 16, '港片陪我長大，知道有人一格一格在修復，真的很感動。希望修復版能在臺灣的戲院上映。'],
  ['art_014', 'reader', 1665, 9, 'The line about losing the slang and the way people dressed is exactly why these films matter. Our little film club started because of this piece.'],
  ['art_016', 'r01', 10, 5, 'Twenty minutes about one street is exactly the length I can manage after work. Any recommendations for where to watch them?'],
  ['art_016', 'r07', 50, 2, '「只需要把一個角落好好呈現」，這句話也很適合寫作的人。'],
  ['art_018', 'meiling', 30, 11, '故宮晚上開放的時候去過一次，人少、燈光柔和，感覺跟白天完全不同。'],
  ['art_018', 'r08', 85, 6, '“At night they come to see something.” So true: I would rather see three paintings properly than the whole museum in a rush.'],
  ['art_020', 'r07', 25, 15, '我今年也加入了筆友社，等待手寫信的那種期待感，是訊息給不了的。'],
  ['art_020', 'marco', 70, 11, 'I still have every letter my grandmother sent me when I studied abroad. A message tells you what happened; a letter tells you who wrote it.'],
  ['art_020', 'r10', 140, 3, '看完马上去买了信纸，准备给老同学写一封信。'],
  ['art_021', 'r09', 12, 9, '“You can tell them apart by the shoes” made me laugh. Saving this route for my trip in the spring.'],
  ['art_021', 'r03', 36, 13, '胡椒餅一定要排，蚵仔煎可以選人少的那攤。補充一下：記得帶零錢。'],
  ['art_021', 'xiaoming', 90, 4, '上次去台北只逛了一个夜市，下次就按这条路线走一遍。'],
  ['art_017', 'r06', 40, 12, '去年去景德镇玩，街上到处都是年轻人的工作室，卖泥的大叔对釉色确实很有讲究，哈哈。'],
  // cmt_042: text that looks like markup, to prove the screens render it as text.
  ['art_017', 'r09', 120, 7, 'Loved this <3 — "tips" & tricks on glazes from the man who sells the clay. <b>not bold</b>, just a fan of Jingdezhen.'],
  ['art_017', 'r03', 200, 5, '很羨慕那種整座城市都懂你在做什麼的環境，創作者需要這樣的地方。'],
  // Travel
  ['art_023', 'marco', 15, 6, 'This is exactly the Kyoto I am hoping to find next month. The bathhouse is going on the list.'],
  ['art_023', 'r01', 48, 18, 'As someone born in Kyoto, I approve. The river paths at dusk are where the city really lives.'],
  ['art_024', 'r02', 30, 10, '十月底去的黄山，人确实少了很多。凌晨四点起床看日出，冷但值得。'],
  ['art_024', 'r05', 100, 7, 'The porter’s comment about the small pines growing out of the cracks is my favourite line in the magazine this month.'],
  ['art_026', 'r07', 20, 8, '每年冬天我也會去關渡看候鳥，讀到志工三十年的紀錄，真的很佩服。'],
  ['art_026', 'reader', 75, 3, 'I had no idea these birds flew all the way from Siberia. The hides are going on my list for the winter.'],
  ['art_028', 'meiling', 12, 20, '上週剛從澎湖回來，民宿老闆也跟我說了一模一樣的話：風說了算！'],
  ['art_028', 'r05', 80, 5, 'Stone fish traps! I had never heard of them. Is there a good season to see them at low tide?'],
  ['art_029', 'r04', 25, 11, 'I still buy a paper map in every city I visit and mark where I ate. They are my favourite souvenirs.'],
  ['art_029', 'r06', 60, 6, '用手机导航确实记不住路，纸质地图能让你对整座城市有个整体印象。'],
  // Technology
  ['art_031', 'r03', 20, 19, '台語要是沒有足夠的語料，真的會慢慢消失。支持社群錄音計畫！'],
  ['art_031', 'r02', 70, 5, '粤语的口语和书面语差别很大，机器翻译难是正常的。期待这方面的进展。'],
  ['art_031', 'marco', 2150, 6, 'My grandmother’s dialect has the same problem. “If a language is not in the data, it slowly disappears from the future” hit hard.'],
  ['art_033', 'r05', 12, 17, '“A very fast, very confident intern” is the best description of AI I have heard.'],
  ['art_033', 'r07', 60, 8, '希望媒體都能清楚標示哪些內容用到人工智慧，讀者有權知道。'],
  ['art_033', 'r06', 150, 4, '转写采访录音确实省了很多时间，但核实这一步永远不能交给机器。'],
  ['art_034', 'xiaoming', 40, 13, '用了快一年墨水屏，最大的好处就是它除了读书什么都干不了，文章说到我心里了。'],
  ['art_034', 'r09', 110, 6, '“People buy it for what it doesn’t do” is exactly why I bought one. No notifications, just books.'],
  ['art_035', 'r03', 14, 12, '光華商場的維修師傅真的厲害，換電池十五分鐘搞定。希望更多品牌開放零件。'],
  ['art_035', 'r04', 90, 8, 'My last phone died because the battery was glued in. Rules on spare parts cannot come soon enough.'],
  ['art_036', 'reader', 20, 6, 'I replaced four chargers with one last month. My cable drawer has never looked better.'],
  ['art_036', 'r10', 55, 2, '氮化镓充电器体积小、发热少，出差的时候真的方便很多。'],
  ['art_037', 'meiling', 16, 10, '住在臺灣，每年都很依賴颱風路徑預報。最後幾個小時的強度變化真的最難預測。'],
  ['art_037', 'reader', 60, 4, 'I spent a year teaching in Kaohsiung and learned to read typhoon maps like a local. Great to finally understand what goes into them.'],
  ['art_039', 'xiaoming', 3, 4, '上个月去郊外拍银河，地平线上全是城镇的光晕，看完这篇更有感触了。'],
  ['art_039', 'r01', 20, 2, '“We just covered them up” is such a hopeful way to put it. I would love to join a star party one day.'],
  ['art_040', 'r05', 10, 15, 'Finally an explanation of passkeys my parents could follow. Sent it straight to the family group chat.'],
  ['art_040', 'r06', 45, 9, '最担心的是手机丢了怎么办，文章最后那部分正好解答了我的疑问。'],
  ['art_040', 'r07', 130, 3, '已經把常用的帳號都改成通行金鑰了，登入快很多。'],
  // Business
  ['art_041', 'r03', 24, 18, '我家附近一條街就有五家手搖飲，真的飽和了。最後留下來的都是茶好喝的。'],
  ['art_041', 'r09', 130, 5, 'Lisbon has bubble tea on every corner now too. The point about tea versus syrup is spot on.'],
  ['art_042', 'xiaoming', 28, 8, '读完很受启发，我自己也在网上卖皮具，明年想试试跨境。'],
  ['art_042', 'r04', 75, 6, '“I know what colours they like” is a fascinating way to know a country you have never visited.'],
  ['art_043', 'r06', 20, 11, '咖啡涨价，种咖啡的农民却拿不到好处，这种不公平在很多农产品上都存在。'],
  ['art_043', 'marco', 70, 14, 'For an Italian, rising espresso prices are a national emergency. Joking aside, the growers’ side of the story deserves more attention.'],
  ['art_045', 'r07', 12, 16, '媽媽每週五幫全公司送午餐那段好溫馨，小鎮創業就是有這種人情味。'],
  ['art_045', 'r02', 80, 7, '我老家也有年轻人回去做电商，房租便宜，但招人确实难。'],
  ['art_047', 'r08', 30, 14, '“The fifth day was where the meetings about the work happened.” Painfully true of my office.'],
  ['art_047', 'r02', 60, 12, '很多公司连双休都保证不了，四天工作制感觉还很遥远。'],
  ['art_047', 'meiling', 100, 21, '讀完這篇，我鼓起勇氣跟主管談了壓縮工時，她竟然答應讓我試行三個月！'],
  // Lifestyle
  ['art_051', 'r03', 10, 20, '清燉派報到！紅燒雖然經典，但一碗好的清燉才看得出湯頭的功力。'],
  ['art_051', 'marco', 60, 7, 'Now I understand why my neighbours from Lanzhou argue about noodles so passionately. A Taipei beef noodle tour is on my wish list.'],
  ['art_051', 'r10', 100, 11, '兰州牛肉面和台湾牛肉面完全是两种东西，都好吃，不接受反驳。'],
  ['art_053', 'r02', 15, 13, '今年买了低糖的流心月饼，味道不错。但说实话，还是蛋黄莲蓉最经典。'],
  ['art_053', 'reader', 90, 8, 'My neighbour brought me a mooncake with salted egg yolk this year. I understand the grandmother in the article now: nonsense, and I ate two.'],
  ['art_056', 'r07', 14, 9, '我爸每天早上在公園打太極，七十幾歲了，平衡感比我還好。'],
  ['art_056', 'r05', 70, 4, 'There is a group in my local park every Sunday. This article finally convinced me to join them.'],
  ['art_057', 'meiling', 60, 14, '「植物多半是被愛死的」這句太真實了，我的陽台盆栽就是澆太多水。'],
  ['art_057', 'r01', 150, 5, 'My north-facing flat finally has a living plant, thanks to the pothos recommendation.'],
  ['art_058', 'r04', 30, 10, '“A home where you can find the things you love.” I am printing this and sticking it on my wardrobe.'],
  ['art_058', 'xiaoming', 100, 4, '最难扔的是别人送的礼物，文章里的办法很温和，准备这个周末试试。'],
  ['art_059', 'r10', 20, 3, '旗袍加口袋这个设计太实用了，希望能看到更多日常款。'],
  ['art_059', 'meiling', 50, 6, '「旗袍應該合你的生活，不只是合你的身」，好喜歡這句話。'],
  // Community posts
  ['post_001', 'r03', 3, 15, '南機場那家我也常去！補充一家：永和有間老店的韭菜水餃也很推。'],
  ['post_001', 'reader', 9, 8, 'Bookmarking this for my trip to Taipei next year. Taking a bag of frozen ones home is genius.'],
  ['post_001', 'r08', 26, 4, 'Does anywhere on your list do vegetarian dumplings? My partner doesn’t eat pork.'],
  ['post_001', 'meiling', 30, 6, '有的！師大那攤有高麗菜冬粉口味，吃素的朋友也可以。'],
  ['post_001', 'r02', 50, 10, '看得我都饿了。北方人表示饺子还得配醋和蒜，台北的吃法下次去一定试试。'],
  ['post_002', 'r01', 5, 19, 'Go to Fushimi Inari at dawn, skip the Golden Pavilion at midday, and rent bicycles: Kyoto is flat and the buses are packed in November.'],
  ['post_002', 'r06', 20, 9, '去年十一月去过，推荐哲学之道，早上七点前几乎没人，红叶特别漂亮。'],
  ['post_002', 'reader', 40, 5, 'Ohara is lovely and much quieter than the city. Bring a warm jacket for the valley.'],
  ['post_003', 'r09', 6, 7, 'I take notes in a real notebook. Somehow I remember things better when I write them by hand.'],
  ['post_003', 'r10', 22, 5, '同感，地铁上看书的时间比以前多了好多。不过漫画我还是用平板看。'],
  ['post_003', 'r07', 70, 4, '我兩種都用，重要的畫線會再抄到筆記本上，一舉兩得。'],
  ['post_004', 'marco', 4, 8, 'Sunday morning: market, coffee, then a long lunch with the family. Saturday is for whatever comes up.'],
  ['post_004', 'r07', 12, 6, '週末我一定留一天什麼都不排，去爬郊山或在家看書，好好充電。'],
  ['post_004', 'r05', 30, 9, 'Football with friends every Saturday morning. Non-negotiable, and the best therapy I know.'],
  ['post_005', 'r03', 8, 11, '仙人掌冰真的一定要吃！下次可以去七美看雙心石滬，很值得。'],
  ['post_005', 'r04', 40, 6, 'Coral-stone walls and a guesthouse owner who says “the wind decides”: this sounds like a dream. Is it easy to get there from Taipei?'],
  ['post_005', 'r02', 100, 3, '玄武岩石柱看着太壮观了，先收藏，以后去台湾一定安排上。'],
  ['post_007', 'r06', 5, 12, '七月去过，油菜花开的时候真的美，但游客也多，建议避开周末。'],
  ['post_007', 'r08', 30, 6, 'Cycling at over 3,000 metres sounds brutal. Respect for finishing the whole loop!'],
  ['post_007', 'r10', 80, 4, '保障车太重要了，我们当年就是靠它才撑下来的。'],
  ['post_008', 'r04', 10, 12, 'The Remains of the Day is perfect for autumn. For winter I would suggest Snow Country by Kawabata: short, cold and beautiful.'],
  ['post_008', 'meiling', 20, 9, '《單車失竊記》是我最愛的臺灣小說之一！冬天推薦張愛玲的另一本《半生緣》。'],
  ['post_008', 'r02', 50, 6, '《当我谈跑步时我谈些什么》我也很喜欢，看完真的开始跑步了。'],
  ['post_009', 'r01', 7, 10, 'Audiobooks on my commute, paper at home. I stopped feeling guilty a long time ago.'],
  ['post_009', 'r10', 28, 7, '电子书为主，出差方便。但真正喜欢的书还是会买一本纸质版收藏。'],
  ['post_009', 'reader', 60, 5, 'Paper for novels, a screen for everything else. Your line about the format fitting the moment is spot on.'],
  ['post_010', 'r05', 9, 11, '“Price for your time, not your nerves.” I wish someone had told me that when I started selling prints.'],
  ['post_010', 'r02', 30, 8, '做跨境的话，建议先拿一两个国家试水，退货的运费一定要提前算进去。'],
  ['post_010', 'r03', 90, 4, '照片真的是關鍵，自然光拍出來的質感差很多。祝小店生意興隆！'],
  ['post_011', 'r06', 3, 14, '作为兰州人，看到有人这么欣赏拉面好开心！下次记得让马师傅多放点油泼辣子。'],
  ['post_011', 'r09', 15, 9, 'A noodle exchange in a shared kitchen is the most wholesome thing I have read this week.'],
  ['post_011', 'r07', 40, 6, '好羨慕有這種鄰居！可以分享一下奶奶的義大利麵食譜嗎？'],
  ['post_011', 'r04', 72, 8, 'For your argument: the oldest bowl of noodles ever found was dug up in China, about four thousand years old. I am afraid you lose this one.'],
  ['post_012', 'r08', 6, 10, 'I read one weekly paper on Sunday and nothing else. Calmer, and I do not feel I miss anything important.'],
  ['post_012', 'r07', 25, 8, '我把新聞推播全部關掉，改成每天晚上固定看半小時，焦慮感少了很多。'],
  ['post_012', 'marco', 50, 3, 'Long reads over headlines, always. The Mexico City piece was one of those for me too.'],
  ['post_013', 'r10', 4, 12, '空盆可以种小葱，剪了还会再长，做饭随时能用。'],
  ['post_013', 'r01', 24, 6, 'Shiso loves a balcony! Mine reseeds itself every spring.'],
  ['post_013', 'r03', 60, 5, '薄荷那段笑死，我的也是整盆失控。推薦種迷迭香，很好照顧。'],
  ['post_014', 'r04', 11, 7, 'Waking up to the lagoon must have been magical. Are you taking the four-bunk compartment next time?'],
  ['post_014', 'r02', 35, 4, '看完好想体验一次欧洲夜车，卧铺票大概多少钱？'],
  ['post_014', 'r09', 70, 3, 'Earplugs are essential advice. I learned that the hard way on a night train to Porto.'],
  ['post_016', 'r03', 5, 13, '推薦《最佳拍檔》或周星馳的《唐伯虎點秋香》，都是八、九〇年代的喜劇經典！'],
  ['post_016', 'r06', 26, 8, '《重庆森林》永远的经典。建议再加一部《甜蜜蜜》，虽然不是喜剧，但看完会想家。'],
  ['post_016', 'r01', 60, 5, 'Naming one scene each after the film is a brilliant idea. I am stealing it for my book club.'],
  ['post_017', 'r08', 7, 12, 'The one-page plan is the key. Managers say yes to plans, not to wishes.'],
  ['post_017', 'r02', 30, 6, '羡慕！我们公司连弹性上班都很难申请。'],
  ['post_017', 'r09', 75, 9, '“Asking is not the same as being lazy.” I needed to hear that today.'],
  ['post_018', 'r10', 4, 11, '成都人路过，人民公园的鹤鸣茶社永远是第一推荐，采耳师傅手艺一流。'],
  ['post_018', 'r05', 20, 8, 'Having my ears cleaned by a stranger is not something I expected to put on my travel list, but here we are.'],
  ['post_018', 'meiling', 50, 4, '看得好放鬆，下次去成都一定要找間茶館坐一整個下午。'],
  ['post_020', 'meiling', 3, 9, '停電時最溫暖的就是鄰居之間的互相照應，這種故事在臺灣的颱風天也常常發生。'],
  ['post_020', 'marco', 20, 5, 'During a blackout in Bologna years ago, our whole street ended up eating together. Storms bring out the best in people.'],
  ['post_020', 'r07', 48, 6, '三顆行動電源的充電站太聰明了，這位少年是英雄。'],
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Comments were all written before the mock's "now". */
const CUT_OFF = Date.parse('2026-11-22T09:00:00.000Z');

/** When each target appeared: articles from the day after their publication date, posts from publication. */
const STARTS: ReadonlyMap<string, number> = new Map([
  ...[world, culture, travel, technology, business, lifestyle].flatMap((section) =>
    section.briefs.map((brief) => [brief.id, Date.parse(`${brief.date}T00:00:00.000Z`) + DAY] as const),
  ),
  ...posts.map((post) => [post._id, Date.parse(post.publishedAt)] as const),
]);

function comment([target, who, hours, likes, text]: Row, index: number): SeedComment {
  const start = STARTS.get(target);
  if (start === undefined) throw new Error(`seed: comment on unknown target ${target}`);
  const createdAt = start + hours * HOUR + ((index * 13) % 60) * 60_000;
  if (createdAt >= CUT_OFF) throw new Error(`seed: comment ${index + 1} on ${target} is after the cut-off`);
  return {
    _id: `cmt_${String(index + 1).padStart(3, '0')}`,
    target: { kind: target.startsWith('post_') ? 'post' : 'article', id: target },
    ...COMMENTERS[who],
    text,
    createdAt: new Date(createdAt).toISOString(),
    baseLikes: likes,
  };
}

export const comments: readonly SeedComment[] = ROWS.map(comment);
