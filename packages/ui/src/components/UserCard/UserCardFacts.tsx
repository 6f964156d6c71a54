import { fillLabel } from '../../private/format';
import { GlobeIcon } from '../../private/icons/layoutIcons';
import { MapPinIcon } from '../../private/icons/socialIcons';
import { GenderAge } from '../../private/member';
import type { UserCardLabels, UserCardUser } from './UserCard';
import * as styles from './UserCardFacts.css';

type UserCardFactsProps = {
  user: Pick<UserCardUser, 'gender' | 'age'>;
  variant: 'compact' | 'large';
  regionName?: string;
  languageName?: string;
  labels: UserCardLabels;
};

/** The line under the name: gender and age, region, language. */
export function UserCardFacts({
  user,
  variant,
  regionName,
  languageName,
  labels,
}: UserCardFactsProps) {
  return (
    <div className={styles.meta({ variant })}>
      <GenderAge
        gender={user.gender}
        age={user.age === null ? undefined : fillLabel(labels.age ?? '{age}', { age: user.age })}
        genderLabel={labels.gender?.[user.gender]}
      />
      {regionName && (
        <span className={styles.fact}>
          <MapPinIcon className={styles.factIcon} />
          {regionName}
        </span>
      )}
      {languageName && (
        <span className={styles.fact}>
          <GlobeIcon className={styles.factIcon} />
          {languageName}
        </span>
      )}
    </div>
  );
}
