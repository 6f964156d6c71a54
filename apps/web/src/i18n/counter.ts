/** A field's character count ("12/200"): digits and a slash read the same in every language. */
export const COUNTER = '{count}/{max}';
