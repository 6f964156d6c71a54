import type { ReactNode } from 'react';
import { EmojiText } from '../../emoji';
import { fillLabel } from '../../private/format';
import { GlobeIcon } from '../../private/icons/layoutIcons';
import { MapPinIcon } from '../../private/icons/socialIcons';
import { GenderAge } from '../../private/member';
import type { ProfileHeaderLabels, ProfileHeaderProfile } from './ProfileHeader';
import * as styles from './ProfileHeaderDetails.css';

type ProfileHeaderDetailsProps = {
  profile: ProfileHeaderProfile;
  regionName?: string;
  languageName?: string;
  hobbies: string[];
  labels: ProfileHeaderLabels;
  headingLevel: 1 | 2;
};

/** Gender and age, region, language, height, weight, occupation; hobbies; signature; about me. */
export function ProfileHeaderDetails({
  profile: p,
  regionName,
  languageName,
  hobbies,
  labels,
  headingLevel,
}: ProfileHeaderDetailsProps) {
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  const facts = [
    regionName && { key: 'region', icon: <MapPinIcon />, text: regionName },
    languageName && { key: 'language', icon: <GlobeIcon />, text: languageName },
    p.height !== null && { key: 'height', text: fillLabel(labels.height, { cm: p.height }) },
    p.weight !== null && { key: 'weight', text: fillLabel(labels.weight, { kg: p.weight }) },
    p.occupation && { key: 'occupation', text: p.occupation },
  ].filter(Boolean) as Array<{ key: string; icon?: ReactNode; text: string }>;
  return (
    <>
      <ul className={styles.facts} aria-label={labels.details}>
        {(p.age !== null || p.gender !== 2) && (
          <li className={styles.genderAge}>
            <GenderAge
              gender={p.gender}
              age={p.age === null ? undefined : fillLabel(labels.age ?? '{age}', { age: p.age })}
              genderLabel={labels.gender?.[p.gender]}
            />
          </li>
        )}
        {facts.map((fact) => (
          <li key={fact.key} className={styles.fact}>
            {fact.icon}
            {fact.text}
          </li>
        ))}
      </ul>
      {hobbies.length > 0 && (
        <ul className={styles.hobbies} aria-label={labels.hobbies}>
          {hobbies.map((hobby) => (
            <li key={hobby} className={styles.hobby}>
              {hobby}
            </li>
          ))}
        </ul>
      )}
      {p.signature && (
        <p className={styles.signature}>
          <EmojiText text={p.signature} />
        </p>
      )}
      {p.introduction && (
        <div className={styles.about}>
          <SubHeading className={styles.aboutTitle}>{labels.introduction}</SubHeading>
          <p className={styles.introduction}>
            <EmojiText text={p.introduction} />
          </p>
        </div>
      )}
    </>
  );
}
