import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { messageFor, rules, todayIsoDate, useFormFields } from '../../private/forms';
import { PersonalInfoFields, type PersonalInfo } from '../../private/PersonalInfoFields';
import { SelectField } from '../../private/SelectField';
import * as styles from './RegisterForm.css';
import { RegisterFormStep } from './RegisterFormStep';
import type { StepProps } from './stepProps';

/** Step 4: who the member is: nickname, gender, birthday, height, weight, work, region, language. */
export function InfoStep({ saved, labels, choices, onSubmit, onBack, frame }: StepProps) {
  const id = useId();
  const form = useFormFields(
    {
      nickname: saved.nickname,
      gender: saved.gender,
      birthday: saved.birthday,
      height: saved.height,
      weight: saved.weight,
      occupation: saved.occupation,
      region: saved.region,
      commonLanguage: saved.commonLanguage,
    },
    (values) => ({
      nickname: rules.nickname(values.nickname),
      gender: rules.gender(values.gender),
      birthday: rules.birthday(values.birthday, todayIsoDate()),
      height: rules.height(values.height),
      weight: rules.weight(values.weight),
      occupation: rules.occupation(values.occupation),
      region: rules.region(values.region),
      commonLanguage: rules.language(values.commonLanguage),
    }),
  );
  const errorOf = (field: keyof typeof form.values) =>
    messageFor(labels.messages, form.errorOf(field));
  const infoFields = ['nickname', 'birthday', 'height', 'weight', 'occupation', 'region'] as const;
  const genderError = errorOf('gender');

  return (
    <RegisterFormStep
      {...frame}
      onBack={() => onBack(form.values)}
      onSubmit={(event) =>
        form.submit(event, (values) =>
          onSubmit({ step: 'info', values: { ...values, nickname: values.nickname.trim() } }),
        )
      }
    >
      <div className={styles.twoColumns}>
        <PersonalInfoFields
          values={form.values}
          errors={Object.fromEntries(infoFields.map((field) => [field, errorOf(field)]))}
          onChange={(field, value) => form.set(field, value as never)}
          onBlur={(field: keyof PersonalInfo) => form.touch(field)}
          labels={labels}
          heights={choices.heights}
          weights={choices.weights}
          occupations={choices.occupations}
          regions={choices.regions}
        />
        <div className={styles.gender}>
          <span id={`${id}-gender`} className={styles.groupLabel}>
            {labels.gender}
          </span>
          <RadioGroup.Root
            className={styles.segments}
            aria-labelledby={`${id}-gender`}
            aria-describedby={genderError ? `${id}-gender-error` : undefined}
            aria-invalid={genderError ? true : undefined}
            value={form.values.gender === null ? '' : String(form.values.gender)}
            onValueChange={(value) => form.set('gender', Number(value) as 0 | 1 | 2)}
            onBlur={() => form.touch('gender')}
          >
            {labels.genders.map((name, gender) => (
              <RadioGroup.Item key={name} value={String(gender)} className={styles.segment}>
                {name}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {genderError && (
            <p id={`${id}-gender-error`} className={styles.groupError}>
              {genderError}
            </p>
          )}
        </div>
        <SelectField
          label={labels.commonLanguage}
          placeholder={labels.choose}
          options={choices.languages.map((entry) => ({ value: entry.code, label: entry.language }))}
          value={form.values.commonLanguage}
          onValueChange={({ value }) => form.set('commonLanguage', value)}
          onBlur={() => form.touch('commonLanguage')}
          error={errorOf('commonLanguage')}
        />
      </div>
    </RegisterFormStep>
  );
}
