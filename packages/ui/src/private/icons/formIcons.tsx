// Icons of the account forms: sign-in, registration, profile and settings.
import { createIcon } from './icons';

export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  <>
    <path d="M10.6 5.6A9.7 9.7 0 0 1 12 5.5c5 0 8.5 4.5 9.5 6.5a13 13 0 0 1-2.9 3.7M6.4 7.4A13.4 13.4 0 0 0 2.5 12c1 2 4.5 6.5 9.5 6.5 1.7 0 3.2-.5 4.5-1.2" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3.5 3.5l17 17" />
  </>,
);
export const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </>,
);
export const CameraIcon = createIcon(
  'CameraIcon',
  <>
    <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.2l1.6-2.2h5.4L16.3 7h2.2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-9z" />
    <circle cx="12" cy="12.8" r="3.4" />
  </>,
);
export const ShieldIcon = createIcon(
  'ShieldIcon',
  <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6L12 3z" />,
);
export const PartyIcon = createIcon(
  'PartyIcon',
  <>
    <path d="M4 20l4.5-12 7.5 7.5L4 20z" />
    <path d="M13.5 6.5c.5-1.5 1.8-2.5 3.5-2.5M17.5 10.5c1.5-.5 2.5-.3 3 .5M14 3v.01M20.5 7v.01M20 14v.01" />
  </>,
);
