/**
 * Reference data of complaints and announcements: the complaint reasons of
 * /complain/complain_type (type 1 a user, 2 a dynamic, 3 a chat) and the welcome and safety
 * announcements of /message/notices, each in the eight interface languages. Ids 1 to 4 are the
 * reasons the contract's examples name (4 is "Fraud or asking for money", a chat reason).
 */
import { sql, type Kysely } from 'kysely';

type Localized = Record<'zh-CN' | 'zh-TW' | 'en' | 'de' | 'ru' | 'ko' | 'ja' | 'es', string>;

const reasons: { id: number; type: 1 | 2 | 3; reason: Localized }[] = [
  {
    id: 1,
    type: 1,
    reason: {
      'zh-CN': '虚假资料',
      'zh-TW': '虛假資料',
      en: 'Fake profile',
      de: 'Gefälschtes Profil',
      ru: 'Фальшивый профиль',
      ko: '가짜 프로필',
      ja: '偽のプロフィール',
      es: 'Perfil falso',
    },
  },
  {
    id: 2,
    type: 2,
    reason: {
      'zh-CN': '色情或低俗内容',
      'zh-TW': '色情或低俗內容',
      en: 'Pornographic or vulgar content',
      de: 'Pornografische oder vulgäre Inhalte',
      ru: 'Порнографический или вульгарный контент',
      ko: '음란하거나 저속한 콘텐츠',
      ja: 'わいせつまたは下品な内容',
      es: 'Contenido pornográfico o vulgar',
    },
  },
  {
    id: 3,
    type: 3,
    reason: {
      'zh-CN': '骚扰或辱骂',
      'zh-TW': '騷擾或辱罵',
      en: 'Harassment or insults',
      de: 'Belästigung oder Beleidigungen',
      ru: 'Домогательства или оскорбления',
      ko: '괴롭힘 또는 모욕',
      ja: '嫌がらせや侮辱',
      es: 'Acoso o insultos',
    },
  },
  {
    id: 4,
    type: 3,
    reason: {
      'zh-CN': '诈骗或索要钱财',
      'zh-TW': '詐騙或索要錢財',
      en: 'Fraud or asking for money',
      de: 'Betrug oder Bitte um Geld',
      ru: 'Мошенничество или просьбы о деньгах',
      ko: '사기 또는 금전 요구',
      ja: '詐欺または金銭の要求',
      es: 'Fraude o petición de dinero',
    },
  },
  {
    id: 5,
    type: 3,
    reason: {
      'zh-CN': '垃圾信息或广告',
      'zh-TW': '垃圾訊息或廣告',
      en: 'Spam or advertising',
      de: 'Spam oder Werbung',
      ru: 'Спам или реклама',
      ko: '스팸 또는 광고',
      ja: 'スパムまたは広告',
      es: 'Spam o publicidad',
    },
  },
  {
    id: 6,
    type: 2,
    reason: {
      'zh-CN': '仇恨或歧视言论',
      'zh-TW': '仇恨或歧視言論',
      en: 'Hate speech or discrimination',
      de: 'Hassrede oder Diskriminierung',
      ru: 'Разжигание ненависти или дискриминация',
      ko: '혐오 발언 또는 차별',
      ja: 'ヘイトスピーチや差別',
      es: 'Discurso de odio o discriminación',
    },
  },
  {
    id: 7,
    type: 1,
    reason: {
      'zh-CN': '疑似未成年人',
      'zh-TW': '疑似未成年人',
      en: 'The user seems to be a minor',
      de: 'Die Person scheint minderjährig zu sein',
      ru: 'Пользователь, похоже, несовершеннолетний',
      ko: '미성년자로 보임',
      ja: '未成年の可能性がある',
      es: 'Parece ser menor de edad',
    },
  },
  {
    id: 8,
    type: 1,
    reason: {
      'zh-CN': '其他',
      'zh-TW': '其他',
      en: 'Other',
      de: 'Sonstiges',
      ru: 'Другое',
      ko: '기타',
      ja: 'その他',
      es: 'Otro',
    },
  },
];

const notices: { title: Localized; content: Localized; createdAt: string }[] = [
  {
    createdAt: '2026-01-01T09:00:00.000Z',
    title: {
      'zh-CN': '欢迎来到 Heartline',
      'zh-TW': '歡迎來到 Heartline',
      en: 'Welcome to Heartline',
      de: 'Willkommen bei Heartline',
      ru: 'Добро пожаловать в Heartline',
      ko: 'Heartline에 오신 것을 환영합니다',
      ja: 'Heartline へようこそ',
      es: 'Bienvenido a Heartline',
    },
    content: {
      'zh-CN': '完善你的资料，发布第一条动态，和世界各地的朋友用翻译畅聊吧。',
      'zh-TW': '完善你的資料，發布第一則動態，和世界各地的朋友用翻譯暢聊吧。',
      en: 'Complete your profile, post your first dynamic and chat with friends around the world, with translation.',
      de: 'Vervollständige dein Profil, veröffentliche deinen ersten Beitrag und chatte mit Übersetzung mit Menschen aus aller Welt.',
      ru: 'Заполните профиль, опубликуйте первую запись и общайтесь с друзьями со всего мира с переводом.',
      ko: '프로필을 완성하고 첫 게시물을 올린 뒤, 번역으로 전 세계 친구들과 대화해 보세요.',
      ja: 'プロフィールを完成させ、最初の投稿をして、翻訳を使って世界中の友達とチャットしましょう。',
      es: 'Completa tu perfil, publica tu primer momento y chatea con amigos de todo el mundo con traducción.',
    },
  },
  {
    createdAt: '2026-01-02T09:00:00.000Z',
    title: {
      'zh-CN': '交友安全提示',
      'zh-TW': '交友安全提示',
      en: 'Dating safety tips',
      de: 'Tipps für sicheres Dating',
      ru: 'Советы по безопасным знакомствам',
      ko: '안전한 만남을 위한 팁',
      ja: '安全な出会いのためのヒント',
      es: 'Consejos de seguridad para citas',
    },
    content: {
      'zh-CN': '不要给未曾见面的人转账。遇到可疑账号，请在聊天菜单中举报。',
      'zh-TW': '不要給未曾見面的人轉帳。遇到可疑帳號，請在聊天選單中檢舉。',
      en: 'Never send money to someone you have not met. Report suspicious accounts from the chat menu.',
      de: 'Schicke niemals Geld an Menschen, die du nicht getroffen hast. Melde verdächtige Konten über das Chat-Menü.',
      ru: 'Никогда не переводите деньги тем, с кем не встречались. Сообщайте о подозрительных аккаунтах через меню чата.',
      ko: '만난 적 없는 사람에게 절대 돈을 보내지 마세요. 의심스러운 계정은 채팅 메뉴에서 신고하세요.',
      ja: '会ったことのない人に送金しないでください。不審なアカウントはチャットメニューから通報してください。',
      es: 'Nunca envíes dinero a alguien que no conoces en persona. Denuncia las cuentas sospechosas desde el menú del chat.',
    },
  },
  {
    createdAt: '2026-01-03T09:00:00.000Z',
    title: {
      'zh-CN': '保护你的账号',
      'zh-TW': '保護你的帳號',
      en: 'Keep your account safe',
      de: 'Schütze dein Konto',
      ru: 'Защитите свой аккаунт',
      ko: '계정을 안전하게 지키세요',
      ja: 'アカウントを守りましょう',
      es: 'Mantén tu cuenta segura',
    },
    content: {
      'zh-CN': 'Heartline 工作人员绝不会索要你的密码或验证码。请勿与任何人分享。',
      'zh-TW': 'Heartline 工作人員絕不會索取你的密碼或驗證碼。請勿與任何人分享。',
      en: 'Heartline staff will never ask for your password or verification code. Do not share them with anyone.',
      de: 'Das Heartline-Team fragt nie nach deinem Passwort oder Bestätigungscode. Teile sie mit niemandem.',
      ru: 'Сотрудники Heartline никогда не просят пароль или код подтверждения. Не сообщайте их никому.',
      ko: 'Heartline 직원은 절대 비밀번호나 인증 코드를 묻지 않습니다. 누구와도 공유하지 마세요.',
      ja: 'Heartline のスタッフがパスワードや認証コードを尋ねることはありません。誰にも教えないでください。',
      es: 'El equipo de Heartline nunca te pedirá tu contraseña ni tu código de verificación. No los compartas con nadie.',
    },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const r of reasons) {
    await sql`insert into complaint_reasons (id, type, reason)
      values (${r.id}, ${r.type}, ${JSON.stringify(r.reason)}::jsonb)
      on conflict (id) do nothing`.execute(db);
  }
  for (const n of notices) {
    await sql`insert into notices (title, content, created_at)
      values (${JSON.stringify(n.title)}::jsonb, ${JSON.stringify(n.content)}::jsonb, ${n.createdAt}::timestamptz)`.execute(
      db,
    );
  }
  // The unread count of announcements looks up one user's reads.
  await sql`create index if not exists notice_reads_user on notice_reads (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notice_reads_user`.execute(db);
  const titles = notices.map((n) => n.title.en);
  await sql`delete from notice_reads where notice_id in
    (select id from notices where title->>'en' in (${sql.join(titles)}))`.execute(db);
  await sql`delete from notices where title->>'en' in (${sql.join(titles)})`.execute(db);
  await sql`delete from complaint_reasons where id between 1 and 8`.execute(db);
}
