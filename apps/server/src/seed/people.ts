/**
 * The cast of the demo world: thirty people across the eight interface languages, each writing in
 * their own language. The first four are the documented demo logins. Profile ids follow the order
 * here (1, 2, ...), so the account of person i is 100000 + i + 1.
 */
export type InterfaceLanguage = 'zh-CN' | 'zh-TW' | 'en' | 'de' | 'ru' | 'ko' | 'ja' | 'es';
export type SpokenLanguage =
  'zh' | 'zh-TW' | 'en' | 'de' | 'ru' | 'ko' | 'ja' | 'es' | 'fr' | 'pt' | 'it';

export interface Person {
  nickname: string;
  /** Set for the demo logins; the others get <account>@demo.heartline.app. */
  email?: string;
  language: InterfaceLanguage;
  /** 0 female, 1 male, 2 other. */
  gender: 0 | 1 | 2;
  region: string;
  speaks: SpokenLanguage;
  age: number;
  height: number;
  weight: number;
  occupation: string;
  hobby: string;
  signature: string;
  introduction: string;
  /** 0 normal, 1 VIP, 2 SVIP. */
  level: 0 | 1 | 2;
  coins: number;
  characters: number;
}

type P = Person;
const p = (fields: P): P => fields;

// One line a person: the cast reads as a table.
// prettier-ignore
export const people: Person[] = [
  p({ nickname: '李小雨', email: 'demo@heartline.app', language: 'zh-CN', gender: 0, region: 'CN', speaks: 'zh', age: 26, height: 165, weight: 50, occupation: '平面设计师', hobby: '1,4,7', signature: '喜欢旅行和拍照，想认识世界各地的朋友～', introduction: '你好！我在上海做平面设计，周末常去咖啡馆画画。正在学英语和日语，希望找到能一起练口语、聊生活的朋友。', level: 0, coins: 50, characters: 2000 }),
  p({ nickname: 'Emma Carter', email: 'vip@heartline.app', language: 'en', gender: 0, region: 'US', speaks: 'en', age: 29, height: 170, weight: 58, occupation: 'English teacher', hobby: '6,1,7', signature: 'Teaching English by day, learning Chinese by night.', introduction: "Hi! I'm Emma from Portland. I teach English online and I'm slowly getting better at Mandarin. Always happy to swap languages over a virtual coffee.", level: 1, coins: 860, characters: 12000 }),
  p({ nickname: 'James Wilson', email: 'svip@heartline.app', language: 'en', gender: 1, region: 'GB', speaks: 'en', age: 33, height: 182, weight: 78, occupation: 'Architect', hobby: '5,4,9', signature: 'Coffee, books and long walks by the sea.', introduction: 'Architect based in Brighton. I sketch buildings wherever I travel and I am planning a long trip through Japan and Korea next spring.', level: 2, coins: 3200, characters: 50000 }),
  p({ nickname: 'Ethan Brooks', email: 'man@heartline.app', language: 'en', gender: 1, region: 'US', speaks: 'en', age: 31, height: 180, weight: 75, occupation: 'Software engineer', hobby: '9,2,8', signature: 'Code, football and too much hot sauce.', introduction: 'Software engineer in Austin. I play five-a-side on Sundays and I am learning Spanish so I can finally order tacos like a local.', level: 0, coins: 120, characters: 3000 }),
  p({ nickname: 'María García', language: 'es', gender: 0, region: 'ES', speaks: 'es', age: 29, height: 164, weight: 55, occupation: 'Enfermera', hobby: '1,2,10', signature: 'Bailar, viajar y aprender chino.', introduction: 'Soy enfermera en Valencia. Me encanta bailar salsa, la playa y conocer gente de otras culturas. Estoy aprendiendo chino desde hace un año.', level: 1, coins: 640, characters: 8000 }),
  p({ nickname: '佐藤 陽菜', language: 'ja', gender: 0, region: 'JP', speaks: 'ja', age: 25, height: 158, weight: 47, occupation: '看護師', hobby: '3,4,7', signature: '週末はカフェ巡りが好きです。', introduction: '東京に住んでいます。韓国語とスペイン語を勉強中です。料理と写真が好きで、週末はよくカフェを巡っています。', level: 2, coins: 2100, characters: 42000 }),
  p({ nickname: '김민준', language: 'ko', gender: 1, region: 'KR', speaks: 'ko', age: 31, height: 178, weight: 72, occupation: '소프트웨어 개발자', hobby: '2,1,8', signature: '음악과 여행을 좋아해요.', introduction: '서울에서 개발자로 일하고 있어요. 주말에는 기타를 치고, 일본어를 공부하고 있습니다. 편하게 말 걸어 주세요!', level: 0, coins: 90, characters: 1500 }),
  p({ nickname: 'Lena Schmidt', language: 'de', gender: 0, region: 'DE', speaks: 'de', age: 28, height: 172, weight: 60, occupation: 'Fotografin', hobby: '4,5,6', signature: 'Immer neugierig, nie langweilig.', introduction: 'Ich bin Fotografin aus Hamburg und liebe lange Wanderungen in den Alpen. Ich lerne gerade Japanisch und suche Leute zum Austauschen.', level: 0, coins: 30, characters: 1000 }),
  p({ nickname: 'Алексей Смирнов', language: 'ru', gender: 1, region: 'RU', speaks: 'ru', age: 35, height: 185, weight: 82, occupation: 'Инженер', hobby: '5,6,4', signature: 'Люблю горы и хорошие книги.', introduction: 'Живу в Санкт-Петербурге, работаю инженером. Летом хожу в походы, зимой читаю. Хочу подтянуть английский и найти друзей по всему миру.', level: 1, coins: 500, characters: 9000 }),
  p({ nickname: '陳怡君', language: 'zh-TW', gender: 0, region: 'TW', speaks: 'zh-TW', age: 27, height: 162, weight: 49, occupation: '插畫家', hobby: '7,6,3', signature: '一杯咖啡，一本書，一個下午。', introduction: '台北的插畫家，喜歡在巷弄裡找小咖啡店。最近在學韓文，希望認識喜歡閱讀和畫畫的朋友。', level: 0, coins: 75, characters: 2500 }),
  p({ nickname: '王浩然', language: 'zh-CN', gender: 1, region: 'CN', speaks: 'zh', age: 30, height: 180, weight: 74, occupation: '产品经理', hobby: '9,5,1', signature: '认真工作，认真生活。', introduction: '北京的产品经理，周末踢球、爬山。去过十几个国家，想找人一起练英语，也乐意教中文。', level: 1, coins: 920, characters: 15000 }),
  p({ nickname: 'Анна Смирнова', language: 'ru', gender: 0, region: 'RU', speaks: 'ru', age: 29, height: 168, weight: 54, occupation: 'Дизайнер интерьеров', hobby: '1,4,10', signature: 'Люблю путешествовать', introduction: 'Дизайнер интерьеров из Москвы. Обожаю зиму, горячий шоколад и поездки по Азии. Учу корейский.', level: 2, coins: 4100, characters: 60000 }),
  p({ nickname: 'Lukas Schneider', language: 'de', gender: 1, region: 'DE', speaks: 'de', age: 32, height: 186, weight: 80, occupation: 'Ingenieur', hobby: '2,5,9', signature: 'Berge, Musik und gutes Brot.', introduction: 'Maschinenbauingenieur aus München. Am Wochenende bin ich in den Bergen oder auf Konzerten. Ich möchte mein Spanisch verbessern.', level: 0, coins: 60, characters: 1200 }),
  p({ nickname: '이서연', language: 'ko', gender: 0, region: 'KR', speaks: 'ko', age: 24, height: 163, weight: 48, occupation: '대학원생', hobby: '8,2,7', signature: '오늘도 좋은 하루 보내세요 ☀️', introduction: '부산에서 대학원에 다니고 있어요. 영화 보는 걸 정말 좋아하고, 영어와 중국어를 배우고 있어요.', level: 1, coins: 380, characters: 7000 }),
  p({ nickname: '田中 健太', language: 'ja', gender: 1, region: 'JP', speaks: 'ja', age: 34, height: 175, weight: 70, occupation: 'シェフ', hobby: '3,1,9', signature: '美味しいものは人を笑顔にする。', introduction: '大阪でイタリアンのシェフをしています。休みの日は食べ歩きと旅行。英語を話せるようになりたいです。', level: 0, coins: 45, characters: 800 }),
  p({ nickname: 'Carlos Hernández', language: 'es', gender: 1, region: 'MX', speaks: 'es', age: 30, height: 176, weight: 77, occupation: 'Músico', hobby: '2,9,3', signature: 'La vida es mejor con música.', introduction: 'Músico de Guadalajara. Toco la guitarra en un grupo de jazz y cocino los mejores tacos de la ciudad. Quiero aprender inglés y japonés.', level: 0, coins: 150, characters: 2000 }),
  p({ nickname: '林志明', language: 'zh-TW', gender: 1, region: 'TW', speaks: 'zh-TW', age: 36, height: 177, weight: 71, occupation: '攝影師', hobby: '4,1,5', signature: '用鏡頭記錄每一次日落。', introduction: '在台中當攝影師，喜歡追日落和星空。去過日本二十幾次，想多交一些外國朋友。', level: 2, coins: 2800, characters: 38000 }),
  p({ nickname: 'Chloé Martin', language: 'en', gender: 0, region: 'FR', speaks: 'fr', age: 27, height: 166, weight: 53, occupation: 'Pastry chef', hobby: '3,7,6', signature: 'Un croissant et tout va mieux.', introduction: "Pâtissière à Lyon. J'adore voyager, découvrir des desserts du monde entier et apprendre le japonais.", level: 0, coins: 80, characters: 1500 }),
  p({ nickname: 'Lucas Oliveira', language: 'en', gender: 1, region: 'BR', speaks: 'pt', age: 28, height: 179, weight: 76, occupation: 'Surf instructor', hobby: '9,1,2', signature: 'Sol, mar e boas conversas.', introduction: 'Instrutor de surfe em Florianópolis. Adoro futebol, música ao vivo e conhecer gente nova. Estou aprendendo inglês e coreano.', level: 0, coins: 25, characters: 500 }),
  p({ nickname: '张敏', language: 'zh-CN', gender: 0, region: 'CN', speaks: 'zh', age: 23, height: 160, weight: 46, occupation: '研究生', hobby: '6,8,10', signature: '慢慢来，比较快。', introduction: '在成都读研究生，专业是心理学。喜欢看电影、练瑜伽，也爱吃火锅。想认识说英语和韩语的朋友。', level: 0, coins: 20, characters: 600 }),
  p({ nickname: 'Sofia Rossi', language: 'en', gender: 0, region: 'IT', speaks: 'it', age: 31, height: 167, weight: 56, occupation: 'Architect', hobby: '1,3,4', signature: 'Viaggiare è l’unica cosa che ti rende più ricco.', introduction: 'Architetta a Milano. Amo il buon cibo, i viaggi in treno e la fotografia. Sto imparando il cinese.', level: 1, coins: 700, characters: 10000 }),
  p({ nickname: 'Alex Morgan', language: 'en', gender: 2, region: 'CA', speaks: 'en', age: 26, height: 172, weight: 63, occupation: 'Illustrator', hobby: '4,6,2', signature: 'Drawing my way around the world.', introduction: 'Illustrator from Vancouver. I draw comics, hike on weekends and love learning phrases in new languages. They/them.', level: 0, coins: 40, characters: 900 }),
  p({ nickname: 'Mia Thompson', language: 'en', gender: 0, region: 'AU', speaks: 'en', age: 27, height: 169, weight: 57, occupation: 'Marine biologist', hobby: '1,5,10', signature: 'Salt water heals everything.', introduction: 'Marine biologist in Sydney. I spend most days by the ocean and I am learning Japanese for a research trip to Okinawa.', level: 0, coins: 110, characters: 2200 }),
  p({ nickname: 'Саша Петрова', language: 'ru', gender: 2, region: 'RU', speaks: 'ru', age: 25, height: 170, weight: 58, occupation: 'Музыкант', hobby: '2,8,6', signature: 'Музыка без границ.', introduction: 'Играю на виолончели в Казани. Люблю кино, книги и долгие разговоры. Учу испанский и немецкий.', level: 0, coins: 35, characters: 700 }),
  p({ nickname: 'Valentina López', language: 'es', gender: 0, region: 'ES', speaks: 'es', age: 26, height: 165, weight: 54, occupation: 'Diseñadora gráfica', hobby: '4,8,3', signature: 'Colores, café y buena gente.', introduction: 'Diseñadora gráfica en Madrid. Me encanta el cine coreano, la fotografía analógica y cocinar con amigos.', level: 1, coins: 450, characters: 6000 }),
  p({ nickname: '刘洋', language: 'zh-CN', gender: 1, region: 'CA', speaks: 'zh', age: 29, height: 176, weight: 70, occupation: '数据分析师', hobby: '5,7,9', signature: '在多伦多想念家乡的火锅。', introduction: '在多伦多做数据分析，来加拿大五年了。喜欢徒步和咖啡，欢迎来聊天，一起练英语或中文都可以。', level: 0, coins: 100, characters: 1800 }),
  p({ nickname: '山本 さくら', language: 'ja', gender: 0, region: 'JP', speaks: 'ja', age: 28, height: 160, weight: 48, occupation: 'デザイナー', hobby: '4,10,1', signature: '毎日を楽しく、丁寧に。', introduction: '京都でデザイナーをしています。ヨガと写真が趣味です。英語と中国語を勉強しているので、話しかけてくださいね。', level: 1, coins: 520, characters: 8000 }),
  p({ nickname: '박지훈', language: 'ko', gender: 1, region: 'KR', speaks: 'ko', age: 33, height: 181, weight: 76, occupation: '사진작가', hobby: '4,1,5', signature: '순간을 기록하는 사람.', introduction: '제주도에서 사진을 찍으며 살고 있어요. 바다와 오름을 좋아하고, 세계 여러 나라 친구들과 이야기하고 싶어요.', level: 2, coins: 3600, characters: 45000 }),
  p({ nickname: 'Hannah Weber', language: 'de', gender: 0, region: 'DE', speaks: 'de', age: 30, height: 171, weight: 59, occupation: 'Ärztin', hobby: '10,6,1', signature: 'Yoga am Morgen, Krimis am Abend.', introduction: 'Ärztin in Berlin. Ich liebe Yoga, skandinavische Krimis und Städtereisen. Gerade lerne ich Koreanisch.', level: 1, coins: 610, characters: 9000 }),
  p({ nickname: 'Дмитрий Волков', language: 'ru', gender: 1, region: 'RU', speaks: 'ru', age: 27, height: 183, weight: 79, occupation: 'Программист', hobby: '9,8,2', signature: 'Футбол, кино и кофе.', introduction: 'Программист из Новосибирска. Болею за «Зенит», смотрю много кино и мечтаю съездить в Японию.', level: 0, coins: 55, characters: 1000 }),
];

/** The users the world revolves around, by profile id. */
export const DEMO_ID = 1;
export const VIP_ID = 2;
export const SVIP_ID = 3;
export const MAN_ID = 4;
