import { useId } from 'react';
import type { IconProps } from './icons';

/** Heartline's gold coin: a minted heart. Decorative; the amount beside it carries the meaning. */
export function CoinIcon({ size = '1em', ...props }: IconProps) {
  const id = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <defs>
        <radialGradient id={`${id}face`} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff3d6" />
          <stop offset="0.4" stopColor="#fbd062" />
          <stop offset="0.8" stopColor="#e59e13" />
          <stop offset="1" stopColor="#b87708" />
        </radialGradient>
      </defs>
      <circle cx="12" cy="12" r="11" fill="#b87708" />
      <circle cx="12" cy="11.5" r="10.2" fill={`url(#${id}face)`} />
      <circle cx="12" cy="11.5" r="7.6" fill="none" stroke="#b87708" strokeOpacity="0.45" />
      <path
        d="M12 16.2s-4.2-2.6-4.2-5.6a2.3 2.3 0 0 1 4.2-1.3 2.3 2.3 0 0 1 4.2 1.3c0 3-4.2 5.6-4.2 5.6z"
        fill="#b87708"
        fillOpacity="0.85"
      />
    </svg>
  );
}
