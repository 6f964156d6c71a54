/**
 * The validation rules of the product spec (section 5) and of openapi.yaml, as pure checks. Each
 * returns the key of the rule a value breaks, or undefined; forms show `messages[key]`, the
 * translated message the app passes in for that rule.
 */
export type RuleKey =
  | 'accountRequired' // the login account is empty
  | 'accountLength' // the login account is not 3 to 50 characters
  | 'accountFormat' // the login account is neither an e-mail address nor a numeric ID
  | 'emailRequired'
  | 'emailFormat'
  | 'codeRequired'
  | 'codeFormat' // the e-mail code is not exactly 4 digits
  | 'passwordRequired'
  | 'passwordLength' // not 6 to 20 characters
  | 'passwordMismatch' // the confirmation differs from the password
  | 'nicknameRequired' // empty or only spaces (a nickname may be 1 to 50 characters)
  | 'occupationRequired'
  | 'heightRequired'
  | 'weightRequired'
  | 'genderRequired'
  | 'birthdayRequired'
  | 'birthdayPast' // a birthday today or later, or before 1900
  | 'regionRequired'
  | 'languageRequired'
  | 'hobbiesMin' // no hobby chosen
  | 'hobbiesMax' // a fourth hobby was tried: 1 to 3
  | 'imageType' // an upload that is not JPG, PNG or GIF
  | 'amountFormat' // a coin amount that is not a positive whole number without a leading zero
  | 'receiverNameRequired'
  | 'phoneRequired'
  | 'phoneFormat' // 5 to 30 digits, spaces, (), - with an optional leading +
  | 'addressRequired' // the detailed address is empty
  | 'friendRequired'; // the mall's "choose the friend you buy for"

/** Translated messages, one per rule a form checks. */
export type RuleMessages<Key extends RuleKey = RuleKey> = Record<Key, string>;

const blank = (value: string) => value.trim() === '';
// The HTML living standard's e-mail rule, which browsers use for type="email".
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const allowedImageTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const hobbyLimits = { min: 1, max: 3 } as const;

export const rules = {
  /** Login: an e-mail address or a numeric account, 3 to 50 characters. */
  account(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return 'accountRequired';
    if (trimmed.length < 3 || trimmed.length > 50) return 'accountLength';
    if (!/^\d+$/.test(trimmed) && !emailPattern.test(trimmed)) return 'accountFormat';
    return undefined;
  },
  email(value: string) {
    if (blank(value)) return 'emailRequired';
    return emailPattern.test(value.trim()) ? undefined : 'emailFormat';
  },
  code(value: string) {
    if (blank(value)) return 'codeRequired';
    return /^\d{4}$/.test(value.trim()) ? undefined : 'codeFormat';
  },
  password(value: string) {
    if (value === '') return 'passwordRequired';
    return value.length < 6 || value.length > 20 ? 'passwordLength' : undefined;
  },
  confirmPassword(password: string, confirmation: string) {
    if (confirmation === '') return 'passwordRequired';
    return confirmation === password ? undefined : 'passwordMismatch';
  },
  nickname: (value: string) => (blank(value) ? 'nicknameRequired' : undefined),
  occupation: (value: string) => (blank(value) ? 'occupationRequired' : undefined),
  height: (value: number | null | undefined) => (value ? undefined : 'heightRequired'),
  weight: (value: number | null | undefined) => (value ? undefined : 'weightRequired'),
  gender: (value: number | null | undefined) => (value == null ? 'genderRequired' : undefined),
  /** A date "YYYY-MM-DD" after 1900-01-01 and before `today` (also "YYYY-MM-DD"). */
  birthday(value: string, today: string) {
    if (blank(value)) return 'birthdayRequired';
    return value > '1900-01-01' && value < today ? undefined : 'birthdayPast';
  },
  region: (value: string) => (blank(value) ? 'regionRequired' : undefined),
  language: (value: string) => (blank(value) ? 'languageRequired' : undefined),
  hobbies(ids: readonly number[]) {
    if (ids.length < hobbyLimits.min) return 'hobbiesMin';
    return ids.length > hobbyLimits.max ? 'hobbiesMax' : undefined;
  },
  imageType: (file: { type: string }) =>
    (allowedImageTypes as readonly string[]).includes(file.type) ? undefined : 'imageType',
  /** Recharge and red-packet amounts: "1", "250", never "0", "025", "2.5" or "-3". */
  amount: (value: string) => (/^[1-9]\d*$/.test(value.trim()) ? undefined : 'amountFormat'),
  receiverName: (value: string) => (blank(value) ? 'receiverNameRequired' : undefined),
  phone(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return 'phoneRequired';
    const valid = /^\+?[0-9][0-9 ()-]*$/.test(trimmed) && trimmed.length >= 5;
    return valid && trimmed.length <= 30 ? undefined : 'phoneFormat';
  },
  address: (value: string) => (blank(value) ? 'addressRequired' : undefined),
  friend: (value: number | null | undefined) => (value ? undefined : 'friendRequired'),
} satisfies Record<string, (...args: never[]) => RuleKey | undefined>;

/** Today as "YYYY-MM-DD" in the reader's time zone, for `rules.birthday` and a date input's max. */
export function todayIsoDate(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
