import { FemaleIcon, MaleIcon } from '../icons/socialIcons';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import type { Gender } from './userBrief';
import * as styles from './member.css';

export type GenderAgeProps = {
  gender: Gender;
  /** The age as shown, already formatted ("24", "24岁"); only the gender sign without it. */
  age?: string;
  /** The gender in words for screen readers, translated ("Female"). */
  genderLabel?: string;
  /** On the chip. */
  className?: string;
};

/** The dating apps' little chip: a gender sign on its tint, and the age. */
export function GenderAge({ gender, age, genderLabel, className }: GenderAgeProps) {
  if (!age && gender === 2) return null;
  return (
    <span className={cx(styles.genderAge, styles.genderTone[gender], className)}>
      {gender === 0 && <FemaleIcon size={14} />}
      {gender === 1 && <MaleIcon size={14} />}
      {genderLabel && <span className={visuallyHidden}>{genderLabel}</span>}
      {age}
    </span>
  );
}
