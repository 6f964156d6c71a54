/**
 * The maintained word list of first-message care, per interface language: insults, sexual
 * solicitation and the usual openings of money scams, the words peers' trust teams see most in
 * reported first messages. Matching is on whole words (or, in languages written without spaces,
 * anywhere), case-insensitive. Keep each list short and specific: a flag only asks the sender
 * "Are you sure?", but a list that flags ordinary greetings teaches everyone to click through.
 * To change a list, edit it here and add a case to test/firstMessageCare.test.ts.
 */
import type { Language } from '../../../i18n/languages.ts';

export const flaggedWords: Record<Language, readonly string[]> = {
  en: [
    'bitch',
    'slut',
    'whore',
    'nudes',
    'sugar daddy',
    'send money',
    'western union',
    'gift card',
    'crypto investment',
    'bitcoin investment',
    'wire transfer',
    'fuck',
    'sexy pics',
  ],
  de: ['schlampe', 'hure', 'nacktbilder', 'geld schicken', 'überweisung', 'krypto investment'],
  es: ['puta', 'zorra', 'fotos desnuda', 'envíame dinero', 'transferencia', 'inversión cripto'],
  ru: ['шлюха', 'сука', 'интим', 'переведи деньги', 'скинь деньги', 'криптовалюта'],
  ja: ['ヤリマン', '援交', 'エロ写真', 'お金を送って', '仮想通貨投資'],
  ko: ['걸레', '섹스', '야사', '돈 보내', '코인 투자'],
  'zh-CN': ['约炮', '裸照', '援交', '打钱', '转账给我', '投资币圈', '贱人'],
  'zh-TW': ['約炮', '裸照', '援交', '打錢', '轉帳給我', '投資幣圈', '賤人'],
};
