import { useId } from 'react';
import { fillLabel } from '../format';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { todayIsoDate } from '../forms';
import * as styles from './PersonalInfoFields.css';

/** The profile facts registration and the profile editor share. */
export type PersonalInfo = {
  nickname: string;
  /** "YYYY-MM-DD", or '' when not given. */
  birthday: string;
  /** cm, from /system/height; null when not chosen. */
  height: number | null;
  /** kg, from /system/weight; null when not chosen. */
  weight: number | null;
  occupation: string;
  /** A region code from /system/region; '' when not chosen. */
  region: string;
};

export type PersonalInfoLabels = {
  nickname: string;
  birthday: string;
  height: string;
  weight: string;
  /** The units, with {count} ("{count} cm", "{count} kg"). */
  heightUnit: string;
  weightUnit: string;
  occupation: string;
  /** Under the occupation: it may be typed freely ("Pick one or type your own"). */
  occupationHint?: string;
  region: string;
  /** The selects' placeholder ("Choose"). */
  choose: string;
};

export type PersonalInfoFieldsProps = {
  values: PersonalInfo;
  /** The translated error of each field, if any. */
  errors: Partial<Record<keyof PersonalInfo, string>>;
  onChange: <Field extends keyof PersonalInfo>(field: Field, value: PersonalInfo[Field]) => void;
  onBlur: (field: keyof PersonalInfo) => void;
  labels: PersonalInfoLabels;
  heights: number[];
  weights: number[];
  /** Occupation names offered while typing (/system/occupation). */
  occupations: string[];
  /** Regions of /system/region. */
  regions: Array<{ code: string; name: string }>;
};

/** Nickname, birthday, height, weight, occupation and region: two columns when there is room. */
export function PersonalInfoFields({
  values,
  errors,
  onChange,
  onBlur,
  labels,
  heights,
  weights,
  occupations,
  regions,
}: PersonalInfoFieldsProps) {
  const listId = useId();
  const measure = (list: number[], unit: string) =>
    list.map((value) => ({ value: String(value), label: fillLabel(unit, { count: value }) }));
  return (
    <>
      <TextField
        className={styles.wide}
        label={labels.nickname}
        autoComplete="nickname"
        maxLength={50}
        value={values.nickname}
        onChange={(event) => onChange('nickname', event.target.value)}
        onBlur={() => onBlur('nickname')}
        error={errors.nickname}
      />
      <TextField
        label={labels.birthday}
        type="date"
        min="1900-01-02"
        max={todayIsoDate()}
        autoComplete="bday"
        value={values.birthday}
        onChange={(event) => onChange('birthday', event.target.value)}
        onBlur={() => onBlur('birthday')}
        error={errors.birthday}
      />
      <SelectField
        label={labels.region}
        placeholder={labels.choose}
        options={regions.map((region) => ({ value: region.code, label: region.name }))}
        value={values.region}
        onValueChange={({ value }) => onChange('region', value)}
        onBlur={() => onBlur('region')}
        error={errors.region}
      />
      <SelectField
        label={labels.height}
        placeholder={labels.choose}
        options={measure(heights, labels.heightUnit)}
        value={values.height ? String(values.height) : ''}
        onValueChange={({ value }) => onChange('height', Number(value))}
        onBlur={() => onBlur('height')}
        error={errors.height}
      />
      <SelectField
        label={labels.weight}
        placeholder={labels.choose}
        options={measure(weights, labels.weightUnit)}
        value={values.weight ? String(values.weight) : ''}
        onValueChange={({ value }) => onChange('weight', Number(value))}
        onBlur={() => onBlur('weight')}
        error={errors.weight}
      />
      <TextField
        className={styles.wide}
        label={labels.occupation}
        hint={labels.occupationHint}
        list={listId}
        maxLength={50}
        value={values.occupation}
        onChange={(event) => onChange('occupation', event.target.value)}
        onBlur={() => onBlur('occupation')}
        error={errors.occupation}
      />
      <datalist id={listId}>
        {occupations.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
