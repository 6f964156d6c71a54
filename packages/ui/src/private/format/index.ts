export { fillLabel } from './fillLabel';
export { formatCount, formatPrice } from './formatMoney';
export { formatShortTime } from './formatShortTime';
