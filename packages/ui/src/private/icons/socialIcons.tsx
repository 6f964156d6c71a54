// Icons of the social screens: profiles, dynamics, comments, matching, notifications.
import { createIcon } from './icons';

export const StarIcon = createIcon(
  'StarIcon',
  <path d="M12 3.8l2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8L12 3.8z" />,
);
export const PinIcon = createIcon(
  'PinIcon',
  <path d="M9 4h6l-1 5 3.5 3.5v1.5h-11v-1.5L10 9 9 4zM12 14v6.5" />,
);
export const FlagIcon = createIcon('FlagIcon', <path d="M5.5 21V4.5M5.5 4.5h11l-2 4 2 4h-11" />);
/** Block a member: a circle struck through. */
export const BlockIcon = createIcon(
  'BlockIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M6 6l12 12" />
  </>,
);
/** Delete a friend: a person with a minus. */
export const UserMinusIcon = createIcon(
  'UserMinusIcon',
  <>
    <circle cx="10" cy="8.5" r="3.8" />
    <path d="M3 20a7 7 0 0 1 12-4.9M15.5 17h6" />
  </>,
);
export const UserCheckIcon = createIcon(
  'UserCheckIcon',
  <>
    <circle cx="10" cy="8.5" r="3.8" />
    <path d="M3 20a7 7 0 0 1 12-4.9M15.5 17l2 2 4-4.5" />
  </>,
);
export const ClockIcon = createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const MapPinIcon = createIcon(
  'MapPinIcon',
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
);
export const ReplyIcon = createIcon(
  'ReplyIcon',
  <path d="M10 6l-6 5.5 6 5.5M4.5 11.5H14a6 6 0 0 1 6 6V19" />,
);
export const FemaleIcon = createIcon(
  'FemaleIcon',
  <>
    <circle cx="12" cy="9" r="5" />
    <path d="M12 14v7M9 18h6" />
  </>,
);
export const MaleIcon = createIcon(
  'MaleIcon',
  <>
    <circle cx="10" cy="14" r="5" />
    <path d="M13.5 10.5L20 4M15 4h5v5" />
  </>,
);
export const ShuffleIcon = createIcon(
  'ShuffleIcon',
  <path d="M4 7h3.5c4.5 0 6.5 10 11 10H20M4 17h3.5c1.6 0 2.8-1.2 3.8-2.8M14 9.8C15 8.2 16.2 7 18 7h2M17.5 4.5L20 7l-2.5 2.5M17.5 14.5L20 17l-2.5 2.5" />,
);
