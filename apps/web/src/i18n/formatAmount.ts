import { i18n } from './i18n';

/** A number as the interface language writes it ("5,000", "5.000"), for messages. */
export function formatAmount(value: number, language = i18n.language) {
  return new Intl.NumberFormat(language).format(value);
}
