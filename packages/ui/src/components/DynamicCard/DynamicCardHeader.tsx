import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { Avatar } from '../../private/Avatar';
import { Badge } from '../../private/Badge';
import { formatShortTime } from '../../private/format';
import { IconButton } from '../../private/IconButton';
import { MoreIcon, TrashIcon } from '../../private/icons';
import { FlameIcon } from '../../private/icons/dialogIcons';
import { FlagIcon, PinIcon } from '../../private/icons/socialIcons';
import { MemberBadge, memberLevelOf } from '../../private/member';
import { DropdownMenu, type MenuEntry } from '../../private/Menu';
import type { DynamicCardDynamic, DynamicCardProps } from './DynamicCard';
import * as styles from './DynamicCardHeader.css';
import type { DynamicCardLabels } from './labels';

type DynamicCardHeaderProps = Pick<
  DynamicCardProps,
  'timeLabel' | 'timeZone' | 'profileHref' | 'onDelete' | 'onPin' | 'onReport'
> & {
  dynamic: DynamicCardDynamic;
  own: boolean;
  labels: DynamicCardLabels;
  authorId: string;
  onNavigate?: NavigateHandler;
};

/** The author row: avatar, name, level, time, pinned and burn badges, and the actions menu. */
export function DynamicCardHeader({
  dynamic,
  own,
  labels,
  authorId,
  ...props
}: DynamicCardHeaderProps) {
  const { user, id: dynamicId } = dynamic;
  const entries: MenuEntry[] = [];
  if (own && props.onPin && labels.pin && labels.unpin) {
    const top = dynamic.top === 1;
    entries.push({
      key: 'pin',
      label: top ? labels.unpin : labels.pin,
      icon: <PinIcon />,
      onSelect: () => props.onPin?.({ dynamicId, top: !top }),
    });
  }
  if (own && props.onDelete && labels.delete) {
    entries.push({
      key: 'delete',
      label: labels.delete,
      icon: <TrashIcon />,
      tone: 'danger',
      onSelect: () => props.onDelete?.({ dynamicId }),
    });
  }
  if (!own && props.onReport && labels.report) {
    entries.push({
      key: 'report',
      label: labels.report,
      icon: <FlagIcon />,
      tone: 'danger',
      onSelect: () => props.onReport?.({ dynamicId }),
    });
  }
  return (
    <header className={styles.header}>
      <Avatar
        name={user.nickname}
        src={user.avatar || undefined}
        level={memberLevelOf(user.vipLevel)}
        online={user.online === 1}
        onlineLabel={labels.online}
      />
      <div className={styles.author}>
        <div className={styles.nameRow}>
          <h3 id={authorId} className={styles.name}>
            {props.profileHref ? (
              <AppLink
                href={props.profileHref}
                onNavigate={props.onNavigate}
                className={styles.nameLink}
              >
                {user.nickname}
              </AppLink>
            ) : (
              user.nickname
            )}
          </h3>
          <MemberBadge vipLevel={user.vipLevel} labels={labels} />
        </div>
        <time dateTime={dynamic.createTime} className={styles.time}>
          {props.timeLabel ?? formatShortTime(dynamic.createTime, { timeZone: props.timeZone })}
        </time>
      </div>
      <div className={styles.badges}>
        {dynamic.top === 1 && (
          <Badge tone="accent" icon={<PinIcon size={12} />}>
            {labels.pinned}
          </Badge>
        )}
        {own && dynamic.burnAfterReading === 1 && (
          <Badge tone="gold" icon={<FlameIcon size={12} />}>
            {labels.burnAfterReading}
          </Badge>
        )}
        {entries.length > 0 && (
          <DropdownMenu
            trigger={<IconButton label={labels.more} icon={<MoreIcon />} size="small" />}
            entries={entries}
          />
        )}
      </div>
    </header>
  );
}
