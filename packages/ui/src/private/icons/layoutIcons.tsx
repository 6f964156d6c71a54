// Icons of the app's frame: the top bar, side bar, side menu and bottom tab bar.
import { createIcon } from './icons';

export const MenuIcon = createIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);
export const CompassIcon = createIcon(
  'CompassIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" />
  </>,
);
export const SparklesIcon = createIcon(
  'SparklesIcon',
  <>
    <path d="M10 3.5l1.6 4.6 4.6 1.6-4.6 1.6L10 15.9l-1.6-4.6L3.8 9.7l4.6-1.6L10 3.5z" />
    <path d="M18 14l.8 2.2 2.2.8-2.2.8L18 20l-.8-2.2-2.2-.8 2.2-.8L18 14z" />
  </>,
);
export const GlobeIcon = createIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
  </>,
);
export const UserPlusIcon = createIcon(
  'UserPlusIcon',
  <>
    <circle cx="10" cy="8.5" r="3.8" />
    <path d="M3 20a7 7 0 0 1 12.5-4.3M18.5 13v6M15.5 16h6" />
  </>,
);
export const UsersIcon = createIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M15.5 5.3a3.5 3.5 0 0 1 0 6.4M18 14.3a6.5 6.5 0 0 1 3.5 5.7" />
  </>,
);
export const MegaphoneIcon = createIcon(
  'MegaphoneIcon',
  <path d="M4 10v4h3l7 4.5v-13L7 10H4zM17.5 9a4 4 0 0 1 0 6M7.5 14.5l1.2 5h2.6l-1-4.2" />,
);
export const HeadsetIcon = createIcon(
  'HeadsetIcon',
  <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M4.5 14a2 2 0 0 1 2-2h1v6h-1a2 2 0 0 1-2-2v-2zM19.5 14a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2zM17.5 18c0 1.7-1.8 2.5-4.5 2.5" />,
);
export const HistoryIcon = createIcon(
  'HistoryIcon',
  <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4A8 8 0 1 1 20 12zM12 8v4.3l2.6 1.7" />,
);
export const ContactsIcon = createIcon(
  'ContactsIcon',
  <>
    <path d="M6 3.5h12a1.5 1.5 0 0 1 1.5 1.5v14a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 19V5A1.5 1.5 0 0 1 6 3.5zM2.5 8h4M2.5 16h4" />
    <circle cx="12.5" cy="10" r="2.5" />
    <path d="M8.5 16.5a4 4 0 0 1 8 0" />
  </>,
);
export const HomeIcon = createIcon(
  'HomeIcon',
  <path d="M4 10.5L12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5H15v-6h-6v6H5.5A1.5 1.5 0 0 1 4 19v-8.5z" />,
);
export const EditIcon = createIcon(
  'EditIcon',
  <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />,
);
export const WalletIcon = createIcon(
  'WalletIcon',
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2.5 2.5 0 0 0 2.5 2.5H20V8H6.5A2.5 2.5 0 0 1 4 7.5z" />
    <path d="M16.5 13.75h.01" />
  </>,
);
export const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const LogoutIcon = createIcon(
  'LogoutIcon',
  <path d="M14 4.5H6.5A1.5 1.5 0 0 0 5 6v12a1.5 1.5 0 0 0 1.5 1.5H14M10 12h10.5M17 8.5l3.5 3.5-3.5 3.5" />,
);
export const TranslateIcon = createIcon(
  'TranslateIcon',
  <path d="M3.5 5.5h9M8 3.5v2M5.5 5.5c.6 3.4 3 6 6 7.5M10.5 5.5c-.6 3.6-2.9 6.4-6.5 8M12.5 20.5l4-9.5 4 9.5M13.8 17.5h5.4" />,
);
export const CrownIcon = createIcon(
  'CrownIcon',
  <path d="M4 17.5L3 7.5l5 4 4-6.5 4 6.5 5-4-1 10H4zM4.5 20.5h15" />,
);
export const GripIcon = createIcon(
  'GripIcon',
  <>
    <circle cx="9" cy="6.5" r="1.1" fill="currentColor" />
    <circle cx="15" cy="6.5" r="1.1" fill="currentColor" />
    <circle cx="9" cy="12" r="1.1" fill="currentColor" />
    <circle cx="15" cy="12" r="1.1" fill="currentColor" />
    <circle cx="9" cy="17.5" r="1.1" fill="currentColor" />
    <circle cx="15" cy="17.5" r="1.1" fill="currentColor" />
  </>,
);
export const ImageIcon = createIcon(
  'ImageIcon',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="M20.5 16l-5-5-9 8.5" />
  </>,
);
export const SettingsIcon = createIcon(
  'SettingsIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);

// The side menu's gifts, mall and orders entries (the dialogs and the mall use them too).
export const GiftIcon = createIcon(
  'GiftIcon',
  <>
    <rect x="3.5" y="8" width="17" height="4.5" rx="1" />
    <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8v12.5" />
    <path d="M12 8S10.8 3.5 8 3.5a2.2 2.2 0 0 0 0 4.5h4zM12 8s1.2-4.5 4-4.5a2.2 2.2 0 0 1 0 4.5h-4z" />
  </>,
);
export const BagIcon = createIcon(
  'BagIcon',
  <>
    <path d="M5 8h14l-1 12.5H6L5 8z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </>,
);
export const PackageIcon = createIcon(
  'PackageIcon',
  <>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" />
    <path d="M4 7.5l8 4.5 8-4.5M12 12v9M8 5.3l8 4.5" />
  </>,
);
