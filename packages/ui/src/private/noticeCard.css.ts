import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The parts a notice card shares (OfflineBanner, NotificationPrompt): an icon beside a title
 * and a line of explanation. Each card gives its own surface and the icon's colour.
 */
export const noticeIcon = style({ flexShrink: 0, width: '24px', height: '24px' });

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const noticeDescription = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
  lineHeight: vars.lineHeight.normal,
});
