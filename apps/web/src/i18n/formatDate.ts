/** The product's date and time format (spec section 3): month-day hour:minute, "03-14 09:05". */
export const DATE_TIME_FORMAT = 'MM-DD HH:mm';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A time from the API (ISO 8601 in UTC, epoch milliseconds or Date) as MM-DD HH:mm in local time.
 * Written out rather than through a date library: the API only sends ISO instants, which Date
 * parses everywhere, and this runs on the first route, whose JavaScript has a budget.
 */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
