/**
 * The mall: categories and goods as reference data (named and described in the eight interface
 * languages, pictured by Twemoji, priced in gold coins, with a stock), and the orders users place
 * for their friends. Goods 11 (category 1, 39 coins) and 21 are the ones the contract's examples
 * name; goods 12 is sold out, as in the examples.
 */
import { sql, type Kysely } from 'kysely';

type Localized = Record<'zh-CN' | 'zh-TW' | 'en' | 'de' | 'ru' | 'ko' | 'ja' | 'es', string>;

const categories: { id: number; emoji: string; name: Localized }[] = [
  {
    id: 1,
    emoji: '1f490',
    name: {
      'zh-CN': '鲜花',
      'zh-TW': '鮮花',
      en: 'Flowers',
      de: 'Blumen',
      ru: 'Цветы',
      ko: '꽃',
      ja: '花',
      es: 'Flores',
    },
  },
  {
    id: 2,
    emoji: '1f36b',
    name: {
      'zh-CN': '巧克力与甜点',
      'zh-TW': '巧克力與甜點',
      en: 'Chocolate and sweets',
      de: 'Schokolade und Süßes',
      ru: 'Шоколад и сладости',
      ko: '초콜릿과 디저트',
      ja: 'チョコレート・スイーツ',
      es: 'Chocolate y dulces',
    },
  },
  {
    id: 3,
    emoji: '1f48d',
    name: {
      'zh-CN': '珠宝首饰',
      'zh-TW': '珠寶首飾',
      en: 'Jewellery',
      de: 'Schmuck',
      ru: 'Украшения',
      ko: '주얼리',
      ja: 'ジュエリー',
      es: 'Joyería',
    },
  },
  {
    id: 4,
    emoji: '1f381',
    name: {
      'zh-CN': '礼品与美妆',
      'zh-TW': '禮品與美妝',
      en: 'Gifts and beauty',
      de: 'Geschenke und Beauty',
      ru: 'Подарки и косметика',
      ko: '선물과 뷰티',
      ja: 'ギフト・コスメ',
      es: 'Regalos y belleza',
    },
  },
];

interface GoodsSeed {
  id: number;
  categoryId: number;
  emoji: string;
  goldCoin: number;
  stock: number;
  name: Localized;
  description: Localized;
}

const goods: GoodsSeed[] = [
  {
    id: 11,
    categoryId: 1,
    emoji: '1f339',
    goldCoin: 39,
    stock: 120,
    name: {
      'zh-CN': '11 朵红玫瑰花束',
      'zh-TW': '11 朵紅玫瑰花束',
      en: 'Bouquet of 11 red roses',
      de: 'Strauß mit 11 roten Rosen',
      ru: 'Букет из 11 красных роз',
      ko: '빨간 장미 11송이 꽃다발',
      ja: '赤いバラ11本の花束',
      es: 'Ramo de 11 rosas rojas',
    },
    description: {
      'zh-CN': '十一朵新鲜红玫瑰，3 到 5 天送达。',
      'zh-TW': '十一朵新鮮紅玫瑰，3 到 5 天送達。',
      en: 'Eleven fresh red roses, delivered in 3 to 5 days.',
      de: 'Elf frische rote Rosen, Lieferung in 3 bis 5 Tagen.',
      ru: 'Одиннадцать свежих красных роз, доставка за 3–5 дней.',
      ko: '싱싱한 빨간 장미 열한 송이, 3~5일 안에 배송돼요.',
      ja: '新鮮な赤いバラ11本。3〜5日でお届けします。',
      es: 'Once rosas rojas frescas, entregadas en 3 a 5 días.',
    },
  },
  {
    id: 12,
    categoryId: 1,
    emoji: '1f33b',
    goldCoin: 29,
    stock: 0,
    name: {
      'zh-CN': '向日葵花篮',
      'zh-TW': '向日葵花籃',
      en: 'Sunflower basket',
      de: 'Sonnenblumenkorb',
      ru: 'Корзина подсолнухов',
      ko: '해바라기 꽃바구니',
      ja: 'ひまわりのフラワーバスケット',
      es: 'Cesta de girasoles',
    },
    description: {
      'zh-CN': '一篮向日葵，配尤加利叶。',
      'zh-TW': '一籃向日葵，搭配尤加利葉。',
      en: 'A basket of sunflowers and eucalyptus.',
      de: 'Ein Korb mit Sonnenblumen und Eukalyptus.',
      ru: 'Корзина подсолнухов с эвкалиптом.',
      ko: '해바라기와 유칼립투스를 담은 꽃바구니예요.',
      ja: 'ひまわりとユーカリのバスケット。',
      es: 'Una cesta de girasoles con eucalipto.',
    },
  },
  {
    id: 13,
    categoryId: 1,
    emoji: '1f337',
    goldCoin: 25,
    stock: 80,
    name: {
      'zh-CN': '粉色郁金香花束',
      'zh-TW': '粉色鬱金香花束',
      en: 'Pink tulip bouquet',
      de: 'Strauß rosa Tulpen',
      ru: 'Букет розовых тюльпанов',
      ko: '분홍 튤립 꽃다발',
      ja: 'ピンクのチューリップの花束',
      es: 'Ramo de tulipanes rosas',
    },
    description: {
      'zh-CN': '十枝粉色郁金香，牛皮纸包装。',
      'zh-TW': '十枝粉色鬱金香，牛皮紙包裝。',
      en: 'Ten pink tulips wrapped in kraft paper.',
      de: 'Zehn rosa Tulpen in Packpapier.',
      ru: 'Десять розовых тюльпанов в крафтовой бумаге.',
      ko: '크라프트지로 포장한 분홍 튤립 열 송이예요.',
      ja: 'クラフト紙で包んだピンクのチューリップ10本。',
      es: 'Diez tulipanes rosas envueltos en papel kraft.',
    },
  },
  {
    id: 21,
    categoryId: 2,
    emoji: '1f36b',
    goldCoin: 15,
    stock: 200,
    name: {
      'zh-CN': '瑞士巧克力礼盒',
      'zh-TW': '瑞士巧克力禮盒',
      en: 'Swiss chocolate box',
      de: 'Schweizer Pralinenschachtel',
      ru: 'Коробка швейцарского шоколада',
      ko: '스위스 초콜릿 상자',
      ja: 'スイスチョコレートの詰め合わせ',
      es: 'Caja de bombones suizos',
    },
    description: {
      'zh-CN': '二十四颗瑞士夹心巧克力，精美礼盒装。',
      'zh-TW': '二十四顆瑞士夾心巧克力，精美禮盒裝。',
      en: 'Twenty-four Swiss pralines in a gift box.',
      de: 'Vierundzwanzig Schweizer Pralinen in einer Geschenkbox.',
      ru: 'Двадцать четыре швейцарские конфеты в подарочной коробке.',
      ko: '스위스 프랄린 스물네 개가 든 선물 상자예요.',
      ja: 'スイスのプラリネ24粒入りギフトボックス。',
      es: 'Veinticuatro bombones suizos en una caja de regalo.',
    },
  },
  {
    id: 22,
    categoryId: 2,
    emoji: '1f382',
    goldCoin: 35,
    stock: 40,
    name: {
      'zh-CN': '草莓奶油生日蛋糕',
      'zh-TW': '草莓奶油生日蛋糕',
      en: 'Strawberry birthday cake',
      de: 'Erdbeer-Geburtstagstorte',
      ru: 'Клубничный торт на день рождения',
      ko: '딸기 생일 케이크',
      ja: 'いちごのバースデーケーキ',
      es: 'Tarta de cumpleaños de fresa',
    },
    description: {
      'zh-CN': '六英寸鲜奶油蛋糕，铺满新鲜草莓，冷链配送。',
      'zh-TW': '六吋鮮奶油蛋糕，鋪滿新鮮草莓，低溫配送。',
      en: 'A six-inch cream cake with fresh strawberries, delivered chilled.',
      de: 'Eine 15-cm-Sahnetorte mit frischen Erdbeeren, gekühlt geliefert.',
      ru: 'Сливочный торт 15 см со свежей клубникой, доставка в холодильнике.',
      ko: '싱싱한 딸기를 올린 6인치 생크림 케이크, 냉장 배송돼요.',
      ja: '新鮮ないちごをのせた6号の生クリームケーキ。冷蔵でお届けします。',
      es: 'Una tarta de nata de 15 cm con fresas frescas, entregada refrigerada.',
    },
  },
  {
    id: 23,
    categoryId: 2,
    emoji: '1f9c1',
    goldCoin: 18,
    stock: 60,
    name: {
      'zh-CN': '纸杯蛋糕礼盒',
      'zh-TW': '杯子蛋糕禮盒',
      en: 'Cupcake box',
      de: 'Cupcake-Box',
      ru: 'Набор капкейков',
      ko: '컵케이크 상자',
      ja: 'カップケーキの詰め合わせ',
      es: 'Caja de cupcakes',
    },
    description: {
      'zh-CN': '六个不同口味的纸杯蛋糕。',
      'zh-TW': '六個不同口味的杯子蛋糕。',
      en: 'Six cupcakes in assorted flavours.',
      de: 'Sechs Cupcakes in verschiedenen Geschmacksrichtungen.',
      ru: 'Шесть капкейков с разными вкусами.',
      ko: '여러 가지 맛의 컵케이크 여섯 개예요.',
      ja: 'いろいろな味のカップケーキ6個入り。',
      es: 'Seis cupcakes de sabores variados.',
    },
  },
  {
    id: 31,
    categoryId: 3,
    emoji: '1f48d',
    goldCoin: 99,
    stock: 30,
    name: {
      'zh-CN': '925 银戒指',
      'zh-TW': '925 銀戒指',
      en: 'Sterling silver ring',
      de: 'Ring aus Sterlingsilber',
      ru: 'Кольцо из серебра 925',
      ko: '925 실버 반지',
      ja: 'シルバー925のリング',
      es: 'Anillo de plata de ley',
    },
    description: {
      'zh-CN': '925 纯银戒指，镶一颗小锆石，附礼盒。',
      'zh-TW': '925 純銀戒指，鑲一顆小鋯石，附禮盒。',
      en: 'A sterling silver ring with a small cubic zirconia, in a gift box.',
      de: 'Ein Ring aus Sterlingsilber mit kleinem Zirkonia, in einer Geschenkbox.',
      ru: 'Кольцо из серебра 925 с небольшим фианитом, в подарочной коробке.',
      ko: '작은 큐빅이 박힌 925 실버 반지, 선물 상자에 담아 드려요.',
      ja: '小さなキュービックジルコニアをあしらったシルバー925のリング。ギフトボックス入り。',
      es: 'Un anillo de plata de ley con una pequeña circonita, en caja de regalo.',
    },
  },
  {
    id: 32,
    categoryId: 3,
    emoji: '1f48e',
    goldCoin: 159,
    stock: 15,
    name: {
      'zh-CN': '水晶吊坠项链',
      'zh-TW': '水晶吊墜項鍊',
      en: 'Crystal pendant necklace',
      de: 'Halskette mit Kristallanhänger',
      ru: 'Колье с кристаллом',
      ko: '크리스털 펜던트 목걸이',
      ja: 'クリスタルのペンダントネックレス',
      es: 'Collar con colgante de cristal',
    },
    description: {
      'zh-CN': '切割水晶吊坠，配 45 厘米银链。',
      'zh-TW': '切割水晶吊墜，搭配 45 公分銀鍊。',
      en: 'A cut crystal pendant on a 45 cm silver chain.',
      de: 'Ein geschliffener Kristallanhänger an einer 45 cm langen Silberkette.',
      ru: 'Гранёный кристалл на серебряной цепочке 45 см.',
      ko: '커팅 크리스털 펜던트와 45cm 실버 체인이에요.',
      ja: 'カットクリスタルのペンダントに45cmのシルバーチェーン。',
      es: 'Un colgante de cristal tallado con cadena de plata de 45 cm.',
    },
  },
  {
    id: 41,
    categoryId: 4,
    emoji: '1f9f8',
    goldCoin: 45,
    stock: 50,
    name: {
      'zh-CN': '泰迪熊',
      'zh-TW': '泰迪熊',
      en: 'Teddy bear',
      de: 'Teddybär',
      ru: 'Плюшевый мишка',
      ko: '테디베어',
      ja: 'テディベア',
      es: 'Osito de peluche',
    },
    description: {
      'zh-CN': '40 厘米柔软泰迪熊，系着红色蝴蝶结。',
      'zh-TW': '40 公分柔軟泰迪熊，繫著紅色蝴蝶結。',
      en: 'A soft 40 cm teddy bear with a red bow.',
      de: 'Ein weicher 40-cm-Teddybär mit roter Schleife.',
      ru: 'Мягкий мишка 40 см с красным бантом.',
      ko: '빨간 리본을 단 40cm 폭신한 테디베어예요.',
      ja: '赤いリボンを付けた40cmのふわふわテディベア。',
      es: 'Un suave osito de 40 cm con un lazo rojo.',
    },
  },
  {
    id: 42,
    categoryId: 4,
    emoji: '1f9f4',
    goldCoin: 69,
    stock: 25,
    name: {
      'zh-CN': '花香香水',
      'zh-TW': '花香香水',
      en: 'Floral perfume',
      de: 'Blumiges Parfum',
      ru: 'Цветочные духи',
      ko: '플로럴 향수',
      ja: 'フローラルの香水',
      es: 'Perfume floral',
    },
    description: {
      'zh-CN': '50 毫升花香调淡香精。',
      'zh-TW': '50 毫升花香調淡香精。',
      en: 'A floral eau de parfum, 50 ml.',
      de: 'Ein blumiges Eau de Parfum, 50 ml.',
      ru: 'Цветочная парфюмерная вода, 50 мл.',
      ko: '플로럴 계열 오 드 퍼퓸 50ml예요.',
      ja: 'フローラル系のオードパルファム50ml。',
      es: 'Un eau de parfum floral de 50 ml.',
    },
  },
  {
    id: 43,
    categoryId: 4,
    emoji: '1f484',
    goldCoin: 29,
    stock: 70,
    name: {
      'zh-CN': '经典红色口红',
      'zh-TW': '經典紅色口紅',
      en: 'Classic red lipstick',
      de: 'Klassischer roter Lippenstift',
      ru: 'Классическая красная помада',
      ko: '클래식 레드 립스틱',
      ja: 'クラシックレッドの口紅',
      es: 'Pintalabios rojo clásico',
    },
    description: {
      'zh-CN': '经典正红色口红，附礼盒。',
      'zh-TW': '經典正紅色口紅，附禮盒。',
      en: 'A classic red lipstick in a gift case.',
      de: 'Ein klassischer roter Lippenstift im Geschenketui.',
      ru: 'Классическая красная помада в подарочном футляре.',
      ko: '선물 케이스에 담긴 클래식 레드 립스틱이에요.',
      ja: 'ギフトケース入りのクラシックな赤い口紅。',
      es: 'Un pintalabios rojo clásico en estuche de regalo.',
    },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mall_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mall_goods')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('mall_categories.id'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('gold_coin', 'integer', (c) => c.notNull().check(sql`gold_coin > 0`))
    // The purchase's own condition keeps it there; the check is the last line of defence.
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('on_sale', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index mall_goods_category on mall_goods (category_id, position)`.execute(db);

  for (const [i, c] of categories.entries()) {
    await sql`insert into mall_categories (id, name, emoji, position)
      values (${c.id}, ${JSON.stringify(c.name)}::jsonb, ${c.emoji}, ${i + 1})
      on conflict (id) do nothing`.execute(db);
  }
  for (const [i, g] of goods.entries()) {
    await sql`insert into mall_goods
        (id, category_id, name, description, emoji, gold_coin, stock, position)
      values (${g.id}, ${g.categoryId}, ${JSON.stringify(g.name)}::jsonb,
        ${JSON.stringify(g.description)}::jsonb, ${g.emoji}, ${g.goldCoin}, ${g.stock}, ${i + 1})
      on conflict (id) do nothing`.execute(db);
  }

  await db.schema
    .createTable('mall_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('receiver_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('mall_goods.id'))
    .addColumn('goods_name', 'jsonb', (c) => c.notNull())
    .addColumn('goods_emoji', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 99`))
    .addColumn('gold_coin', 'integer', (c) => c.notNull().check(sql`gold_coin > 0`))
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('paid')
        .check(sql`status in ('paid', 'shipped', 'received')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // /umall-order/mebuy and /umall-order/receiver: one user's orders, newest first.
  await sql`create index mall_orders_buyer on mall_orders (buyer_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index mall_orders_receiver on mall_orders (receiver_id, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mall_orders', 'mall_goods', 'mall_categories']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
