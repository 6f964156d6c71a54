import type { StaticPageContent } from './types';

export const help: StaticPageContent = {
  en: {
    title: 'Help center',
    lead: 'Answers to the questions members ask most. For anything else, write to customer service from the side bar.',
    sections: [
      {
        heading: 'Gold coins',
        paragraphs: [
          'One gold coin is about one US dollar, with no discount. Coins never expire and cannot be refunded. You can pay with Apple Pay, PayPal or Google Pay; a bank e-bill payment takes 3 to 6 trading days to arrive.',
        ],
      },
      {
        heading: 'Translation',
        paragraphs: [
          'Translation uses the characters of your translation pack first, then costs 1 coin per 100 characters. Starting a chat with a new friend costs 1 coin, once.',
        ],
      },
      {
        heading: 'Finding someone',
        paragraphs: [
          'Type a member’s numeric ID in the search box at the top and press Enter. Encounter shows who is online now, and random matching has a few free attempts every day.',
        ],
      },
    ],
  },
  'zh-CN': {
    title: '帮助中心',
    lead: '这里是会员最常问的问题。其他问题请通过侧边栏联系专属客服。',
    sections: [
      {
        heading: '金币',
        paragraphs: [
          '一枚金币约合一美元，不打折。金币永不过期，且不可退款。支持 Apple Pay、PayPal 和 Google Pay 支付；银行电子账单付款需要 3 到 6 个交易日到账。',
        ],
      },
      {
        heading: '翻译',
        paragraphs: [
          '翻译会优先使用翻译包中的字数，用完后每 100 个字符消耗 1 枚金币。与新朋友开始聊天需一次性支付 1 枚金币。',
        ],
      },
      {
        heading: '找到某个人',
        paragraphs: [
          '在顶部搜索框输入对方的数字 ID 并按回车即可。邂逅页会显示当前在线的人，随机匹配每天都有几次免费机会。',
        ],
      },
    ],
  },
  'zh-TW': {
    title: '說明中心',
    lead: '這裡是會員最常問的問題。其他問題請從側邊欄聯絡專屬客服。',
    sections: [
      {
        heading: '金幣',
        paragraphs: [
          '一枚金幣約等於一美元，不打折。金幣永不過期，也無法退款。可使用 Apple Pay、PayPal 或 Google Pay 付款；銀行電子帳單付款需要 3 到 6 個交易日入帳。',
        ],
      },
      {
        heading: '翻譯',
        paragraphs: [
          '翻譯會先使用翻譯方案中的字數，用完後每 100 個字元扣 1 枚金幣。與新朋友開始聊天需一次性支付 1 枚金幣。',
        ],
      },
      {
        heading: '找到某個人',
        paragraphs: [
          '在頂部搜尋框輸入對方的數字 ID，按下 Enter 即可。邂逅頁會顯示目前在線的人，隨機配對每天都有幾次免費機會。',
        ],
      },
    ],
  },
  de: {
    title: 'Hilfe-Center',
    lead: 'Antworten auf die häufigsten Fragen. Für alles andere schreib dem Kundenservice über die Seitenleiste.',
    sections: [
      {
        heading: 'Goldmünzen',
        paragraphs: [
          'Eine Goldmünze kostet etwa einen US-Dollar, ohne Rabatt. Münzen verfallen nie und werden nicht erstattet. Du kannst mit Apple Pay, PayPal oder Google Pay bezahlen; eine Zahlung per Bank-E-Rechnung braucht 3 bis 6 Handelstage.',
        ],
      },
      {
        heading: 'Übersetzung',
        paragraphs: [
          'Übersetzungen verbrauchen zuerst die Zeichen deines Übersetzungspakets, danach kosten 100 Zeichen 1 Münze. Der erste Chat mit einem neuen Freund kostet einmalig 1 Münze.',
        ],
      },
      {
        heading: 'Jemanden finden',
        paragraphs: [
          'Gib die Nutzer-ID oben ins Suchfeld ein und drück Enter. Unter „Begegnung“ siehst du, wer gerade online ist, und für zufällige Begegnungen hast du jeden Tag ein paar kostenlose Versuche.',
        ],
      },
    ],
  },
  ru: {
    title: 'Центр помощи',
    lead: 'Ответы на самые частые вопросы. По другим вопросам напишите в службу поддержки через боковую панель.',
    sections: [
      {
        heading: 'Золотые монеты',
        paragraphs: [
          'Одна монета стоит около одного доллара США, без скидок. Монеты не сгорают и не возвращаются. Оплатить можно через Apple Pay, PayPal или Google Pay; платёж по банковскому электронному счёту поступает за 3–6 рабочих дней.',
        ],
      },
      {
        heading: 'Перевод',
        paragraphs: [
          'Сначала расходуются символы из пакета перевода, затем каждые 100 символов стоят 1 монету. Первый чат с новым другом стоит 1 монету один раз.',
        ],
      },
      {
        heading: 'Как найти человека',
        paragraphs: [
          'Введите числовой ID пользователя в поле поиска вверху и нажмите Enter. В разделе «Встречи» видно, кто сейчас онлайн, а для случайного подбора каждый день есть несколько бесплатных попыток.',
        ],
      },
    ],
  },
  ko: {
    title: '고객센터',
    lead: '회원들이 가장 많이 묻는 질문이에요. 그 밖의 문의는 사이드바에서 전담 고객센터로 보내 주세요.',
    sections: [
      {
        heading: '골드 코인',
        paragraphs: [
          '골드 코인 1개는 약 1달러이며 할인은 없어요. 코인은 만료되지 않고 환불되지 않아요. Apple Pay, PayPal, Google Pay로 결제할 수 있으며, 은행 전자 청구서 결제는 입금까지 영업일 기준 3~6일이 걸려요.',
        ],
      },
      {
        heading: '번역',
        paragraphs: [
          '번역은 번역 패키지의 글자 수를 먼저 사용하고, 그 뒤에는 100자당 코인 1개가 들어요. 새 친구와 처음 채팅할 때는 코인 1개가 한 번 들어요.',
        ],
      },
      {
        heading: '사람 찾기',
        paragraphs: [
          '상단 검색창에 상대의 숫자 ID를 입력하고 Enter를 누르세요. 만남 탭에서는 지금 접속 중인 사람을 볼 수 있고, 랜덤 매칭은 매일 몇 번 무료로 할 수 있어요.',
        ],
      },
    ],
  },
  ja: {
    title: 'ヘルプセンター',
    lead: 'よくある質問への回答です。そのほかのご質問は、サイドバーから専用サポートへお問い合わせください。',
    sections: [
      {
        heading: 'ゴールドコイン',
        paragraphs: [
          'ゴールドコイン1枚は約1米ドルで、割引はありません。コインに有効期限はなく、返金もできません。Apple Pay、PayPal、Google Pay で支払えます。銀行の電子請求書による支払いは、反映まで3〜6営業日かかります。',
        ],
      },
      {
        heading: '翻訳',
        paragraphs: [
          '翻訳は翻訳パックの文字数から先に使い、その後は100文字ごとに1コインかかります。新しい友達と初めてチャットするときは、1回だけ1コインかかります。',
        ],
      },
      {
        heading: '相手を探すには',
        paragraphs: [
          '画面上部の検索欄に相手の数字IDを入力して Enter を押してください。「出会い」では今オンラインの人が見られ、ランダムマッチングは毎日数回無料で使えます。',
        ],
      },
    ],
  },
  es: {
    title: 'Centro de ayuda',
    lead: 'Respuestas a las preguntas más frecuentes. Para todo lo demás, escribe a atención al cliente desde la barra lateral.',
    sections: [
      {
        heading: 'Monedas de oro',
        paragraphs: [
          'Una moneda de oro cuesta aproximadamente un dólar estadounidense, sin descuentos. Las monedas no caducan y no se reembolsan. Puedes pagar con Apple Pay, PayPal o Google Pay; un pago por factura electrónica bancaria tarda de 3 a 6 días hábiles en llegar.',
        ],
      },
      {
        heading: 'Traducción',
        paragraphs: [
          'La traducción usa primero los caracteres de tu paquete y después cuesta 1 moneda por cada 100 caracteres. Empezar a chatear con un nuevo amigo cuesta 1 moneda, una sola vez.',
        ],
      },
      {
        heading: 'Encontrar a alguien',
        paragraphs: [
          'Escribe el ID numérico de la persona en el buscador de arriba y pulsa Intro. En Encuentros ves quién está en línea ahora, y el emparejamiento al azar tiene algunos intentos gratis cada día.',
        ],
      },
    ],
  },
};
