/** A list section of cards: its column, the first load's spinner, the list, "Show more" (FollowList, VisitorList, BlockedUserList, ModerationQueue, ModerationAuditLog). */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxlarge,
  color: vars.color.accent.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const loadMore = style({ alignSelf: 'center' });
