// Icons of the chat's dialogs: gifts and red packets, the photo viewers, complaints and notices.
import { createIcon } from './icons';

export { GiftIcon } from './layoutIcons';

export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);
export const ZoomInIcon = createIcon(
  'ZoomInIcon',
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M20 20l-4.8-4.8M10.5 8v5M8 10.5h5" />
  </>,
);
export const ZoomOutIcon = createIcon(
  'ZoomOutIcon',
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M20 20l-4.8-4.8M8 10.5h5" />
  </>,
);
/** Back to the picture's fitted size: arrows turning back. */
export const ResetZoomIcon = createIcon(
  'ResetZoomIcon',
  <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4.5v4h4" />,
);
export const FlameIcon = createIcon(
  'FlameIcon',
  <path d="M12 3c.8 3.6 5.5 5.9 5.5 11a5.5 5.5 0 0 1-11 0c0-2.6 1.4-4.4 2.7-5.7.2 1.7 1 2.9 2.3 3.5C11 9.3 10.9 6.1 12 3z" />,
);
export const ImagePlusIcon = createIcon(
  'ImagePlusIcon',
  <>
    <path d="M20.5 12.5v5.5a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2v-11a2 2 0 0 1 2-2h7" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="M20.5 16.5l-4.5-4.5-9.5 8M18 3v6M15 6h6" />
  </>,
);
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2" />
  </>,
);
