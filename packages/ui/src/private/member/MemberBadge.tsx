import { Badge } from '../Badge';
import { CrownIcon } from '../icons/layoutIcons';
import { cx } from '../../utils/cx';
import * as styles from './member.css';

export type MemberBadgeProps = {
  /** 0 normal (no badge), 1 VIP, 2 SVIP. */
  vipLevel: number;
  /** The level names; "VIP" and "SVIP" are the product's names in every language. */
  labels?: { vip?: string; svip?: string };
  /** On the badge. */
  className?: string;
};

/** The gold VIP or plum SVIP badge beside a member's name; nothing for normal members. */
export function MemberBadge({ vipLevel, labels, className }: MemberBadgeProps) {
  if (vipLevel !== 1 && vipLevel !== 2) return null;
  const svip = vipLevel === 2;
  return (
    <Badge
      tone={svip ? 'plum' : 'gold'}
      solid
      icon={<CrownIcon size={12} />}
      className={cx(styles.badge, className)}
    >
      {svip ? (labels?.svip ?? 'SVIP') : (labels?.vip ?? 'VIP')}
    </Badge>
  );
}
