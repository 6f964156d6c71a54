import { Switch } from 'radix-ui';
import { useId, type HTMLAttributes } from 'react';
import { FormError } from '../../private/forms';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './PrivacySettings.css';

/** The privacy part of UserSetVo: 0/1 flags as the API has them. */
export type PrivacySettingsValues = {
  /** 0 anyone may add me at once, 1 requests wait for my verification. */
  addFriendMode: 0 | 1;
  /** Who sees the likes of my dynamics: 0 everyone, 1 only me. */
  showLikes: 0 | 1;
  /** Who sees the comments of my dynamics: 0 everyone, 1 only me. */
  showComments: 0 | 1;
  /** 1: random matching picks only members whose photo was verified. */
  matchVerifiedOnly: 0 | 1;
  /** 1: nobody is told when I was last online, and I am told nobody's. */
  hideLastSeen: 0 | 1;
};

export type PrivacySetting = keyof PrivacySettingsValues;

/** A switch's name, and what it means in each state (the one in force is shown). */
type SettingText = { label: string; on: string; off: string };

export type PrivacySettingsLabels = {
  /** The group's heading ("Privacy"). */
  title: string;
  /** On: requests need my approval ("Approve friend requests"). */
  addFriendMode: SettingText;
  /** On: everyone sees the likes ("Show likes on my dynamics"). */
  showLikes: SettingText;
  /** On: everyone sees the comments ("Show comments on my dynamics"). */
  showComments: SettingText;
  /** On: matching picks only verified members ("Match only verified members"). */
  matchVerifiedOnly: SettingText;
  /** On: others see my last seen and I see theirs ("Show my last seen"). */
  hideLastSeen: SettingText;
};

export type PrivacySettingsProps = Omit<HTMLAttributes<HTMLElement>, 'onChange'> & {
  /** The settings now. */
  settings: PrivacySettingsValues;
  /** Called with the one setting the member flipped (a PrivacySetRequest). */
  onChange: (change: Partial<PrivacySettingsValues>) => void;
  /** Every text, translated. */
  labels: PrivacySettingsLabels;
  /** The setting being saved: its switch waits with a spinner. */
  pendingSetting?: PrivacySetting;
  /** The server's answer, translated ("Settings could not be saved"). */
  error?: string;
};

// Each switch reads "on" for the permissive-or-protective choice its label names.
const isOn = {
  addFriendMode: (value: 0 | 1) => value === 1,
  showLikes: (value: 0 | 1) => value === 0,
  showComments: (value: 0 | 1) => value === 0,
  matchVerifiedOnly: (value: 0 | 1) => value === 1,
  hideLastSeen: (value: 0 | 1) => value === 0,
} satisfies Record<PrivacySetting, (value: 0 | 1) => boolean>;

const toValue = {
  addFriendMode: (on: boolean) => (on ? 1 : 0),
  showLikes: (on: boolean) => (on ? 0 : 1),
  showComments: (on: boolean) => (on ? 0 : 1),
  matchVerifiedOnly: (on: boolean) => (on ? 1 : 0),
  hideLastSeen: (on: boolean) => (on ? 0 : 1),
} as const;

const order: PrivacySetting[] = [
  'addFriendMode',
  'showLikes',
  'showComments',
  'hideLastSeen',
  'matchVerifiedOnly',
];

/**
 * Account settings' privacy: who may add me, who sees my dynamics' likes and comments, whether
 * others see when I was last online, whether matching picks only verified members.
 */
export function PrivacySettings({
  settings,
  onChange,
  labels,
  pendingSetting,
  error,
  className,
  ...props
}: PrivacySettingsProps) {
  const id = useId();
  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`} {...props}>
      <h2 id={`${id}-title`} className={styles.title}>
        {labels.title}
      </h2>
      <ul className={styles.list}>
        {order.map((setting) => {
          const pending = pendingSetting === setting;
          return (
            <li key={setting} className={styles.row}>
              <span className={styles.text}>
                <span id={`${id}-${setting}`} className={styles.label}>
                  {labels[setting].label}
                </span>
                <span id={`${id}-${setting}-hint`} className={styles.description}>
                  {isOn[setting](settings[setting]) ? labels[setting].on : labels[setting].off}
                </span>
              </span>
              {pending && <Spinner size="small" className={styles.spinner} />}
              <Switch.Root
                className={styles.toggle}
                checked={isOn[setting](settings[setting])}
                onCheckedChange={(on) => onChange({ [setting]: toValue[setting](on) })}
                disabled={pending}
                aria-busy={pending || undefined}
                aria-labelledby={`${id}-${setting}`}
                aria-describedby={`${id}-${setting}-hint`}
              >
                <Switch.Thumb className={styles.thumb} />
              </Switch.Root>
            </li>
          );
        })}
      </ul>
      <FormError>{error}</FormError>
    </section>
  );
}
