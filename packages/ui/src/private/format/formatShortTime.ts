/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one,
 * and a long chat history formats thousands of times (bench:scroll: 1.9 s for 100,000 messages).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The product's short time, "MM-DD HH:mm" (bills, orders, chat), in the reader's time zone unless
 * one is given (stories pass "UTC" so screenshots do not depend on the machine).
 */
export function formatShortTime(iso: string, { timeZone }: { timeZone?: string } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
