import type { StaticPageContent } from './types';

export const privacy: StaticPageContent = {
  en: {
    title: 'Privacy terms',
    lead: 'We collect only what Heartline needs to work, and you decide who sees what.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your e-mail address, password (stored only as a secure hash), profile details, photos, dynamics, messages and your gold-coin records. Messages you ask us to translate are sent to a translation service for that purpose only.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'In account settings you choose whether anyone may add you as a friend or only with your approval, and whether the likes and comments on your dynamics are public or visible only to you.',
        ],
      },
      {
        heading: 'Leaving Heartline',
        paragraphs: [
          'You can cancel your account at any time in account settings. A cancelled account can no longer log in and disappears from search, matching and lists.',
        ],
      },
    ],
  },
  'zh-CN': {
    title: '隐私条款',
    lead: '我们只收集 Heartline 运行所必需的信息，谁能看到什么由你决定。',
    sections: [
      {
        heading: '我们保存的信息',
        paragraphs: [
          '你的邮箱、密码（仅以安全哈希形式保存）、个人资料、照片、动态、消息以及金币记录。你要求翻译的消息只会为此发送给翻译服务。',
        ],
      },
      {
        heading: '你的选择',
        paragraphs: [
          '在账号设置中，你可以决定是否允许任何人直接加你为好友，还是需要验证；也可以决定动态的点赞和评论是公开还是仅自己可见。',
        ],
      },
      {
        heading: '离开 Heartline',
        paragraphs: [
          '你可以随时在账号设置中注销账号。注销后将无法再登录，并会从搜索、匹配和各类列表中消失。',
        ],
      },
    ],
  },
  'zh-TW': {
    title: '隱私條款',
    lead: '我們只蒐集 Heartline 運作所需的資料，誰能看到什麼由你決定。',
    sections: [
      {
        heading: '我們保存的資料',
        paragraphs: [
          '你的電子郵件、密碼（僅以安全雜湊保存）、個人資料、照片、動態、訊息以及金幣紀錄。你要求翻譯的訊息只會為此傳送給翻譯服務。',
        ],
      },
      {
        heading: '你的選擇',
        paragraphs: [
          '在帳號設定中，你可以決定是否允許任何人直接加你為好友，或需要經過驗證；也能決定動態的按讚和留言是公開還是僅自己可見。',
        ],
      },
      {
        heading: '離開 Heartline',
        paragraphs: [
          '你可以隨時在帳號設定中註銷帳號。註銷後將無法再登入，並會從搜尋、配對和各種列表中消失。',
        ],
      },
    ],
  },
  de: {
    title: 'Datenschutz',
    lead: 'Wir speichern nur, was Heartline zum Funktionieren braucht, und du bestimmst, wer was sieht.',
    sections: [
      {
        heading: 'Was wir speichern',
        paragraphs: [
          'Deine E-Mail-Adresse, dein Passwort (nur als sicherer Hash), Profilangaben, Fotos, Momente, Nachrichten und deine Goldmünzen-Buchungen. Nachrichten, die du übersetzen lässt, gehen nur zu diesem Zweck an einen Übersetzungsdienst.',
        ],
      },
      {
        heading: 'Deine Einstellungen',
        paragraphs: [
          'In den Kontoeinstellungen legst du fest, ob dich jeder als Freund hinzufügen darf oder nur mit deiner Bestätigung, und ob Likes und Kommentare zu deinen Momenten öffentlich oder nur für dich sichtbar sind.',
        ],
      },
      {
        heading: 'Heartline verlassen',
        paragraphs: [
          'Du kannst dein Konto jederzeit in den Kontoeinstellungen löschen. Ein gelöschtes Konto kann sich nicht mehr anmelden und verschwindet aus Suche, Begegnungen und Listen.',
        ],
      },
    ],
  },
  ru: {
    title: 'Конфиденциальность',
    lead: 'Мы храним только то, что нужно для работы Heartline, а вы решаете, кто что видит.',
    sections: [
      {
        heading: 'Что мы храним',
        paragraphs: [
          'Ваш адрес электронной почты, пароль (только в виде защищённого хеша), данные профиля, фотографии, публикации, сообщения и историю операций с монетами. Сообщения, которые вы просите перевести, передаются сервису перевода только для этой цели.',
        ],
      },
      {
        heading: 'Ваш выбор',
        paragraphs: [
          'В настройках аккаунта вы решаете, может ли любой добавить вас в друзья или только с вашего подтверждения, и видны ли лайки и комментарии к вашим публикациям всем или только вам.',
        ],
      },
      {
        heading: 'Если вы уходите',
        paragraphs: [
          'Удалить аккаунт можно в любой момент в настройках. Удалённый аккаунт больше не сможет войти и исчезнет из поиска, подбора и списков.',
        ],
      },
    ],
  },
  ko: {
    title: '개인정보 처리방침',
    lead: 'Heartline 운영에 꼭 필요한 정보만 수집하며, 누가 무엇을 볼지는 직접 정할 수 있어요.',
    sections: [
      {
        heading: '보관하는 정보',
        paragraphs: [
          '이메일 주소, 비밀번호(안전한 해시로만 저장), 프로필 정보, 사진, 모먼트, 메시지, 골드 코인 내역을 보관해요. 번역을 요청한 메시지는 번역 목적으로만 번역 서비스에 전송돼요.',
        ],
      },
      {
        heading: '나의 선택',
        paragraphs: [
          '계정 설정에서 누구나 친구로 추가할 수 있게 할지, 내 승인이 필요하게 할지 정할 수 있어요. 모먼트의 좋아요와 댓글을 공개할지, 나만 볼지도 정할 수 있어요.',
        ],
      },
      {
        heading: 'Heartline 떠나기',
        paragraphs: [
          '계정 설정에서 언제든 계정을 해지할 수 있어요. 해지된 계정은 다시 로그인할 수 없고 검색, 매칭, 목록에서 사라져요.',
        ],
      },
    ],
  },
  ja: {
    title: 'プライバシーポリシー',
    lead: 'Heartline の運営に必要な情報だけを保存します。誰に何を見せるかは、あなたが決められます。',
    sections: [
      {
        heading: '保存する情報',
        paragraphs: [
          'メールアドレス、パスワード（安全なハッシュとしてのみ保存）、プロフィール、写真、モーメント、メッセージ、ゴールドコインの履歴です。翻訳を依頼したメッセージは、翻訳のためだけに翻訳サービスへ送られます。',
        ],
      },
      {
        heading: 'あなたが選べること',
        paragraphs: [
          'アカウント設定で、誰でも友達に追加できるか承認制にするか、モーメントへのいいねやコメントを公開するか自分だけに表示するかを選べます。',
        ],
      },
      {
        heading: '退会について',
        paragraphs: [
          'アカウント設定からいつでも退会できます。退会したアカウントはログインできなくなり、検索、マッチング、各リストから表示されなくなります。',
        ],
      },
    ],
  },
  es: {
    title: 'Privacidad',
    lead: 'Solo guardamos lo que Heartline necesita para funcionar, y tú decides quién ve qué.',
    sections: [
      {
        heading: 'Qué guardamos',
        paragraphs: [
          'Tu correo electrónico, tu contraseña (solo como hash seguro), los datos de tu perfil, fotos, momentos, mensajes y tus movimientos de monedas de oro. Los mensajes que pides traducir se envían a un servicio de traducción solo con ese fin.',
        ],
      },
      {
        heading: 'Tus opciones',
        paragraphs: [
          'En los ajustes de la cuenta eliges si cualquiera puede añadirte como amigo o solo con tu aprobación, y si los «me gusta» y comentarios de tus momentos son públicos o solo los ves tú.',
        ],
      },
      {
        heading: 'Darse de baja',
        paragraphs: [
          'Puedes cancelar tu cuenta cuando quieras desde los ajustes. Una cuenta cancelada ya no puede iniciar sesión y desaparece de la búsqueda, los encuentros y las listas.',
        ],
      },
    ],
  },
};
