import dayjs from 'dayjs';

/** The product's date and time format (spec section 3): month-day hour:minute, "03-14 09:05". */
export const DATE_TIME_FORMAT = 'MM-DD HH:mm';

/** A time from the API (ISO string, epoch milliseconds or Date) as MM-DD HH:mm, local time. */
export function formatDate(value: string | number | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}
