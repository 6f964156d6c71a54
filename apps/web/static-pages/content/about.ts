import type { StaticPageContent } from './types';

export const about: StaticPageContent = {
  en: {
    title: 'About us',
    lead: 'Heartline helps people meet across languages: new friends, new conversations, perhaps someone special, wherever they live.',
    sections: [
      {
        heading: 'What we make',
        paragraphs: [
          'Heartline brings together instant chat with translation, a feed of moments, random matching and a search by user ID. The interface speaks eight languages, and every message can be translated into the language of the person you are talking to.',
        ],
      },
      {
        heading: 'How it is paid for',
        paragraphs: [
          'Heartline is free to join. Translation beyond your package, gifts, red packets and memberships are paid in gold coins. One gold coin costs about one US dollar.',
        ],
      },
      {
        heading: 'Credits',
        paragraphs: [
          'Emoji graphics are Twemoji by Twitter, Inc. and other contributors, licensed under CC-BY 4.0.',
        ],
      },
    ],
  },
  'zh-CN': {
    title: '关于我们',
    lead: 'Heartline 帮助不同语言的人彼此相遇：无论身在何处，都能结识新朋友、开启新话题，也许还会遇见那个特别的人。',
    sections: [
      {
        heading: '我们做什么',
        paragraphs: [
          'Heartline 集即时聊天与翻译、动态分享、随机匹配和用户 ID 搜索于一体。界面支持八种语言，每条消息都可以翻译成对方的语言。',
        ],
      },
      {
        heading: '费用说明',
        paragraphs: [
          '注册 Heartline 完全免费。超出套餐的翻译、礼物、红包和会员使用金币支付，一枚金币约合一美元。',
        ],
      },
      {
        heading: '致谢',
        paragraphs: [
          '表情图片来自 Twemoji，版权归 Twitter, Inc. 及其他贡献者所有，采用 CC-BY 4.0 许可。',
        ],
      },
    ],
  },
  'zh-TW': {
    title: '關於我們',
    lead: 'Heartline 幫助不同語言的人彼此相遇：無論身在何處，都能結識新朋友、展開新話題，也許還會遇見那個特別的人。',
    sections: [
      {
        heading: '我們在做什麼',
        paragraphs: [
          'Heartline 結合即時聊天與翻譯、動態分享、隨機配對和用戶 ID 搜尋。介面支援八種語言，每則訊息都能翻譯成對方的語言。',
        ],
      },
      {
        heading: '費用說明',
        paragraphs: [
          '註冊 Heartline 完全免費。超出方案的翻譯、禮物、紅包和會員以金幣支付，一枚金幣約等於一美元。',
        ],
      },
      {
        heading: '致謝',
        paragraphs: [
          '表情圖片來自 Twemoji，版權屬於 Twitter, Inc. 及其他貢獻者，採用 CC-BY 4.0 授權。',
        ],
      },
    ],
  },
  de: {
    title: 'Über uns',
    lead: 'Heartline bringt Menschen über Sprachgrenzen hinweg zusammen: neue Freunde, neue Gespräche und vielleicht jemand Besonderes, ganz gleich, wo sie leben.',
    sections: [
      {
        heading: 'Was wir machen',
        paragraphs: [
          'Heartline verbindet Sofort-Chat mit Übersetzung, einen Feed mit Momenten, zufällige Begegnungen und die Suche nach Nutzer-ID. Die Oberfläche spricht acht Sprachen, und jede Nachricht lässt sich in die Sprache deines Gegenübers übersetzen.',
        ],
      },
      {
        heading: 'Wie Heartline bezahlt wird',
        paragraphs: [
          'Die Anmeldung ist kostenlos. Übersetzungen über dein Paket hinaus, Geschenke, rote Umschläge und Mitgliedschaften werden mit Goldmünzen bezahlt. Eine Goldmünze kostet etwa einen US-Dollar.',
        ],
      },
      {
        heading: 'Danksagung',
        paragraphs: [
          'Die Emoji-Grafiken stammen von Twemoji, © Twitter, Inc. und weitere Mitwirkende, lizenziert unter CC-BY 4.0.',
        ],
      },
    ],
  },
  ru: {
    title: 'О нас',
    lead: 'Heartline помогает людям знакомиться без языковых барьеров: новые друзья, новые разговоры, а может быть, и кто-то особенный — где бы вы ни жили.',
    sections: [
      {
        heading: 'Что мы делаем',
        paragraphs: [
          'В Heartline есть мгновенный чат с переводом, лента публикаций, случайные знакомства и поиск по ID пользователя. Интерфейс доступен на восьми языках, а любое сообщение можно перевести на язык собеседника.',
        ],
      },
      {
        heading: 'Как устроена оплата',
        paragraphs: [
          'Регистрация бесплатна. Перевод сверх пакета, подарки, красные конверты и подписки оплачиваются золотыми монетами. Одна монета стоит около одного доллара США.',
        ],
      },
      {
        heading: 'Благодарности',
        paragraphs: [
          'Изображения эмодзи — Twemoji, © Twitter, Inc. и другие участники, распространяются по лицензии CC-BY 4.0.',
        ],
      },
    ],
  },
  ko: {
    title: '회사 소개',
    lead: 'Heartline은 언어가 달라도 서로 만날 수 있도록 돕습니다. 어디에 살든 새로운 친구, 새로운 대화, 어쩌면 특별한 누군가를 만날 수 있어요.',
    sections: [
      {
        heading: '우리가 만드는 것',
        paragraphs: [
          'Heartline에는 번역이 되는 실시간 채팅, 모먼트 피드, 랜덤 매칭, 사용자 ID 검색이 있어요. 화면은 8개 언어를 지원하며, 모든 메시지를 상대방의 언어로 번역할 수 있어요.',
        ],
      },
      {
        heading: '요금 안내',
        paragraphs: [
          '가입은 무료예요. 패키지를 넘는 번역, 선물, 홍바오, 멤버십은 골드 코인으로 결제해요. 골드 코인 1개는 약 1달러예요.',
        ],
      },
      {
        heading: '저작권 표시',
        paragraphs: [
          '이모지 그래픽은 Twemoji(© Twitter, Inc. 및 기여자)이며 CC-BY 4.0 라이선스를 따릅니다.',
        ],
      },
    ],
  },
  ja: {
    title: '会社概要',
    lead: 'Heartline は、言葉の違いを越えて人と人をつなぎます。どこに住んでいても、新しい友達、新しい会話、もしかすると特別な誰かに出会えます。',
    sections: [
      {
        heading: '私たちがつくるもの',
        paragraphs: [
          'Heartline には、翻訳つきのリアルタイムチャット、モーメントのフィード、ランダムマッチング、ユーザーID検索があります。画面は8言語に対応し、どのメッセージも相手の言語に翻訳できます。',
        ],
      },
      {
        heading: '料金について',
        paragraphs: [
          '登録は無料です。パッケージを超える翻訳、ギフト、お年玉（紅包）、会員プランはゴールドコインで支払います。ゴールドコイン1枚は約1米ドルです。',
        ],
      },
      {
        heading: 'クレジット',
        paragraphs: [
          '絵文字の画像は Twemoji（© Twitter, Inc. およびコントリビューター）で、CC-BY 4.0 ライセンスのもとで使用しています。',
        ],
      },
    ],
  },
  es: {
    title: 'Quiénes somos',
    lead: 'Heartline ayuda a las personas a conocerse más allá de los idiomas: nuevos amigos, nuevas conversaciones y quizá alguien especial, vivan donde vivan.',
    sections: [
      {
        heading: 'Lo que hacemos',
        paragraphs: [
          'Heartline reúne un chat instantáneo con traducción, un muro de momentos, encuentros al azar y la búsqueda por ID de usuario. La interfaz habla ocho idiomas y cualquier mensaje se puede traducir al idioma de la otra persona.',
        ],
      },
      {
        heading: 'Cómo se paga',
        paragraphs: [
          'Registrarse es gratis. La traducción que supera tu paquete, los regalos, los sobres rojos y las membresías se pagan con monedas de oro. Una moneda cuesta aproximadamente un dólar estadounidense.',
        ],
      },
      {
        heading: 'Créditos',
        paragraphs: [
          'Los gráficos de emoji son Twemoji, © Twitter, Inc. y otros colaboradores, con licencia CC-BY 4.0.',
        ],
      },
    ],
  },
};
