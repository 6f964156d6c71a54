/**
 * What the demo people post, in the language each of them writes in, with the kind of picture
 * each post shows. Posts of one language go round the people who write it, in profile order.
 */
import type { SpokenLanguage } from './people.ts';
import type { Scene } from './scenes.ts';

export interface Post {
  text: string;
  /** The first picture's scene; further pictures are picked at random. */
  scene: Scene;
}

const post = (text: string, scene: Scene): Post => ({ text, scene });

export const posts: Record<SpokenLanguage, Post[]> = {
  zh: [
    post('周末在外滩看到的晚霞，美得不真实 🌅', 'sunset'),
    post('今天终于学会了拉花！虽然还是有点歪 ☕', 'coffee'),
    post('爬到山顶的那一刻，所有的累都值了。', 'mountains'),
    post('下班路上的城市夜景，有人也喜欢夜晚的灯光吗？', 'city'),
    post('自己做的番茄牛腩面，好吃到想哭 🍜', 'food'),
    post('春天的花都开了，出门走走吧！', 'flowers'),
    post('今天的星星特别多，许了一个愿望✨', 'night'),
    post('多伦多下雪了，想家的时候就去喝一杯热奶茶。', 'snow'),
    post('第一次去海边冲浪，喝了好多海水哈哈', 'beach'),
  ],
  'zh-TW': [
    post('巷口新開的咖啡店，手沖很有水準 ☕', 'coffee'),
    post('追了三個小時的日落，終於等到這一刻。', 'sunset'),
    post('畫了一整天，犒賞自己一碗牛肉麵 🍜', 'food'),
    post('週末去合歡山看星星，銀河好清楚！', 'night'),
  ],
  en: [
    post('Golden hour at the beach today. No filter needed 🌊', 'beach'),
    post('Finally made it to the summit! My legs will hate me tomorrow.', 'mountains'),
    post('Best flat white in town, and the barista drew a heart 💛', 'coffee'),
    post('City lights from the rooftop. This city never sleeps.', 'city'),
    post('Sunday pancakes are a non-negotiable tradition 🥞', 'food'),
    post('First snow of the season! Who else loves winter?', 'snow'),
    post('Tried a new hiking trail and found this view. Worth every step.', 'mountains'),
    post('Tonight’s sky was unreal. Stayed out way too late ✨', 'night'),
    post('Learning Chinese: today I ordered dumplings all by myself! 🥟', 'food'),
    post('Sunset from my balcony. Some evenings just feel right.', 'sunset'),
  ],
  de: [
    post('Hamburg bei Nacht ist einfach wunderschön.', 'city'),
    post('Sonnenaufgang auf der Zugspitze – der frühe Wecker hat sich gelohnt!', 'mountains'),
    post('Sonntagskaffee und ein gutes Buch. Mehr brauche ich nicht ☕', 'coffee'),
    post('Erster Schnee im Garten ❄️', 'snow'),
    post('Selbstgemachte Brezeln – fast wie vom Bäcker!', 'food'),
    post('Die Blumen auf dem Markt waren heute so bunt 🌷', 'flowers'),
  ],
  ru: [
    post('Закат на Финском заливе. Ради таких вечеров стоит жить.', 'sunset'),
    post('Первый снег в Москве! Кто ещё любит зиму?', 'snow'),
    post('Утро начинается с кофе и хорошей музыки ☕', 'coffee'),
    post('Три дня в горах без связи — лучший отдых.', 'mountains'),
    post('Звёзды над Алтаем. Никогда не видел столько сразу.', 'night'),
    post('Испекла блины по бабушкиному рецепту 🥞', 'food'),
    post('Ночная Казань из окна поезда.', 'city'),
    post('Весна пришла, а вместе с ней и цветы 🌸', 'flowers'),
  ],
  ko: [
    post('한강에서 본 노을, 오늘 하루도 수고했어요 🌇', 'sunset'),
    post('주말에 다녀온 카페, 분위기 최고였어요 ☕', 'coffee'),
    post('제주 바다는 언제 봐도 예뻐요 🌊', 'beach'),
    post('퇴근길 서울 야경. 다들 오늘 어땠어요?', 'city'),
    post('엄마표 김치찌개가 그리운 밤…', 'food'),
    post('한라산 정상! 드디어 올라왔어요 ⛰️', 'mountains'),
  ],
  ja: [
    post('東京の夜景、何度見ても飽きません。', 'city'),
    post('今日のまかない、自信作です 🍝', 'food'),
    post('京都の紅葉と夕焼け、最高の組み合わせでした 🍁', 'sunset'),
    post('新しいカフェを開拓しました。ラテアートが可愛い ☕', 'coffee'),
    post('富士山がきれいに見えた朝 🗻', 'mountains'),
    post('桜が満開でした 🌸 来年もまた来たいな。', 'flowers'),
  ],
  es: [
    post('Atardecer en la Malvarrosa. Valencia, te quiero 🌅', 'sunset'),
    post('Tacos al pastor hechos en casa. ¿Quién se apunta? 🌮', 'food'),
    post('Madrid de noche tiene algo mágico.', 'city'),
    post('Café de la mañana antes del turno de noche ☕', 'coffee'),
    post('Ruta por los Picos de Europa. ¡Qué vistas!', 'mountains'),
    post('Día de playa con amigas 🌊', 'beach'),
  ],
  fr: [
    post('Premiers croissants de la journée, tout juste sortis du four 🥐', 'food'),
    post('Coucher de soleil sur les quais du Rhône. Lyon est magnifique ce soir.', 'sunset'),
  ],
  pt: [
    post('Mar perfeito hoje em Floripa! 🏄', 'beach'),
    post('Churrasco com os amigos depois do futebol. Domingo perfeito.', 'food'),
  ],
  it: [
    post('Un espresso al volo prima del lavoro. Milano si sveglia ☕', 'coffee'),
    post('Le Dolomiti al tramonto. Senza parole.', 'mountains'),
  ],
};
