import type { StaticPageContent } from './types';

export const safety: StaticPageContent = {
  en: {
    title: 'Dating safety',
    lead: 'Meeting new people should feel exciting, not risky. These habits keep you safe online and when you meet in person.',
    sections: [
      {
        heading: 'While you chat',
        paragraphs: [
          'Keep your conversations on Heartline until you trust someone. Never send money, gift cards or bank details to a person you have not met, however moving their story.',
          'Be careful with photos: burn-after-reading images can still be photographed by another device.',
        ],
      },
      {
        heading: 'When you meet',
        paragraphs: [
          'Meet in a public place, tell a friend where you are going, and arrange your own way there and back.',
        ],
      },
      {
        heading: 'If something feels wrong',
        paragraphs: [
          'Report the person from the chat with the complaint button. Our team reviews every complaint and may close accounts that break the rules.',
        ],
      },
    ],
  },
  'zh-CN': {
    title: '交友安全',
    lead: '认识新朋友应该是件令人期待的事，而不是冒险。养成这些习惯，让你在网上和见面时都更安全。',
    sections: [
      {
        heading: '聊天时',
        paragraphs: [
          '在真正信任对方之前，请把聊天留在 Heartline 上。无论对方的故事多么动人，都不要向未曾见面的人汇款、发送礼品卡或银行信息。',
          '发送照片要谨慎：阅后即焚的图片仍可能被另一台设备拍下。',
        ],
      },
      {
        heading: '见面时',
        paragraphs: ['请约在公共场所见面，告诉朋友你的去向，并自行安排往返交通。'],
      },
      {
        heading: '感觉不对时',
        paragraphs: [
          '在聊天中点击投诉按钮举报对方。我们的团队会审核每一条投诉，并可能关闭违规账号。',
        ],
      },
    ],
  },
  'zh-TW': {
    title: '交友安全',
    lead: '認識新朋友應該令人期待，而不是一場冒險。養成這些習慣，讓你在網路上和見面時都更安全。',
    sections: [
      {
        heading: '聊天時',
        paragraphs: [
          '在真正信任對方之前，請把聊天留在 Heartline 上。無論對方的故事多麼動人，都不要匯款、寄送禮物卡或提供銀行資料給從未見過面的人。',
          '傳送照片要謹慎：閱後即焚的圖片仍可能被另一台裝置拍下。',
        ],
      },
      {
        heading: '見面時',
        paragraphs: ['請約在公共場所見面，告訴朋友你的去向，並自行安排往返交通。'],
      },
      {
        heading: '感覺不對勁時',
        paragraphs: [
          '在聊天中點選檢舉按鈕回報對方。我們的團隊會審查每一則檢舉，並可能停用違規帳號。',
        ],
      },
    ],
  },
  de: {
    title: 'Sicheres Dating',
    lead: 'Neue Menschen kennenzulernen soll spannend sein, nicht riskant. Diese Gewohnheiten schützen dich online und beim ersten Treffen.',
    sections: [
      {
        heading: 'Beim Chatten',
        paragraphs: [
          'Bleib mit deinen Gesprächen auf Heartline, bis du jemandem vertraust. Schick niemals Geld, Gutscheinkarten oder Bankdaten an jemanden, den du nicht getroffen hast, so bewegend die Geschichte auch ist.',
          'Sei vorsichtig mit Fotos: Auch Bilder, die nach dem Ansehen verschwinden, kann jemand mit einem anderen Gerät abfotografieren.',
        ],
      },
      {
        heading: 'Beim Treffen',
        paragraphs: [
          'Triff dich an einem öffentlichen Ort, sag einer Freundin oder einem Freund, wohin du gehst, und plane Hin- und Rückweg selbst.',
        ],
      },
      {
        heading: 'Wenn sich etwas falsch anfühlt',
        paragraphs: [
          'Melde die Person im Chat über die Beschwerde-Schaltfläche. Unser Team prüft jede Beschwerde und kann Konten schließen, die gegen die Regeln verstoßen.',
        ],
      },
    ],
  },
  ru: {
    title: 'Безопасность знакомств',
    lead: 'Знакомство с новыми людьми должно радовать, а не пугать. Эти привычки помогут вам оставаться в безопасности в сети и при встрече.',
    sections: [
      {
        heading: 'Во время переписки',
        paragraphs: [
          'Общайтесь в Heartline, пока не начнёте доверять человеку. Никогда не отправляйте деньги, подарочные карты или банковские данные тому, с кем не встречались, какой бы трогательной ни была его история.',
          'Будьте осторожны с фотографиями: исчезающее после просмотра изображение всё равно можно сфотографировать другим устройством.',
        ],
      },
      {
        heading: 'При встрече',
        paragraphs: [
          'Встречайтесь в людном месте, предупредите друга, куда идёте, и сами позаботьтесь о дороге туда и обратно.',
        ],
      },
      {
        heading: 'Если что-то настораживает',
        paragraphs: [
          'Пожалуйтесь на пользователя кнопкой жалобы в чате. Наша команда рассматривает каждую жалобу и может закрыть аккаунты, нарушающие правила.',
        ],
      },
    ],
  },
  ko: {
    title: '안전한 만남',
    lead: '새로운 사람을 만나는 일은 설레야지 위험해서는 안 돼요. 이런 습관으로 온라인에서도, 직접 만날 때도 안전하게 지키세요.',
    sections: [
      {
        heading: '채팅할 때',
        paragraphs: [
          '상대를 충분히 믿을 수 있을 때까지 대화는 Heartline 안에서 나누세요. 사연이 아무리 안타까워도 만난 적 없는 사람에게 돈, 기프트 카드, 계좌 정보를 보내지 마세요.',
          '사진은 신중하게 보내세요. 읽으면 사라지는 사진도 다른 기기로 촬영될 수 있어요.',
        ],
      },
      {
        heading: '직접 만날 때',
        paragraphs: [
          '사람이 많은 공공장소에서 만나고, 친구에게 행선지를 알리고, 오가는 교통편은 직접 준비하세요.',
        ],
      },
      {
        heading: '뭔가 이상하다면',
        paragraphs: [
          '채팅의 신고 버튼으로 상대를 신고하세요. 모든 신고를 검토하며, 규칙을 어긴 계정은 정지될 수 있어요.',
        ],
      },
    ],
  },
  ja: {
    title: '安全な出会いのために',
    lead: '新しい人との出会いは、わくわくするものであってほしいもの。オンラインでも実際に会うときも、次の習慣があなたを守ります。',
    sections: [
      {
        heading: 'チャット中は',
        paragraphs: [
          '相手を信頼できるまでは、やり取りは Heartline の中で。どんなに心を動かされる話でも、会ったことのない相手にお金、ギフトカード、口座情報を送らないでください。',
          '写真は慎重に。閲覧後に消える画像でも、別の端末で撮影されることがあります。',
        ],
      },
      {
        heading: '会うときは',
        paragraphs: [
          '人の多い場所で会い、行き先を友人に伝え、行き帰りの交通手段は自分で用意しましょう。',
        ],
      },
      {
        heading: 'おかしいと感じたら',
        paragraphs: [
          'チャットの通報ボタンから相手を通報してください。すべての通報を確認し、規約に違反したアカウントは停止することがあります。',
        ],
      },
    ],
  },
  es: {
    title: 'Citas seguras',
    lead: 'Conocer gente nueva debería ser emocionante, no arriesgado. Estos hábitos te protegen en línea y cuando os veáis en persona.',
    sections: [
      {
        heading: 'Mientras chateas',
        paragraphs: [
          'Mantén las conversaciones en Heartline hasta que confíes en la otra persona. Nunca envíes dinero, tarjetas regalo ni datos bancarios a alguien a quien no conoces en persona, por conmovedora que sea su historia.',
          'Ten cuidado con las fotos: una imagen que se borra tras verla puede fotografiarse con otro dispositivo.',
        ],
      },
      {
        heading: 'Cuando quedéis',
        paragraphs: [
          'Quedad en un lugar público, cuéntale a alguien de confianza adónde vas y organiza tú mismo la ida y la vuelta.',
        ],
      },
      {
        heading: 'Si algo no te cuadra',
        paragraphs: [
          'Denuncia a la persona desde el chat con el botón de queja. Nuestro equipo revisa cada queja y puede cerrar las cuentas que incumplan las normas.',
        ],
      },
    ],
  },
};
