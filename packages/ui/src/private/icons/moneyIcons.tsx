// Icons of the wallet and the mall: packages, bills, payment methods, goods and orders.
import { createIcon } from './icons';

export { BagIcon, PackageIcon } from './layoutIcons';

export const ArrowDownLeftIcon = createIcon('ArrowDownLeftIcon', <path d="M17 7L7 17M7 9v8h8" />);
export const ArrowUpRightIcon = createIcon('ArrowUpRightIcon', <path d="M7 17L17 7M9 7h8v8" />);
export const CardIcon = createIcon(
  'CardIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 14.5h3" />
  </>,
);
export const PaypalIcon = createIcon(
  'PaypalIcon',
  <path d="M8 20l1.2-6.5h3.3c3.3 0 5.4-1.8 5.9-4.8.5-3-1.4-4.7-4.6-4.7H8.6L6 20h2M9.2 13.5L11 4" />,
);
export const HelpIcon = createIcon(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.4a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.7M12 17v.01" />
  </>,
);
export const TruckIcon = createIcon(
  'TruckIcon',
  <>
    <path d="M3 6.5h11v9.5H3zM14 10h3.8l3.2 3.2V16h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z" />,
);
export const ReceiptIcon = createIcon(
  'ReceiptIcon',
  <>
    <path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21V3z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);
