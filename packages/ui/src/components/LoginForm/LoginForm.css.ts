import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const password = style({ display: 'grid', gap: vars.space.small });

export const forgot = style([textStyle.small, { justifySelf: 'end' }]);

export const register = style([
  textStyle.body,
  { textAlign: 'center', color: vars.color.text.secondary },
]);
