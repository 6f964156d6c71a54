import { useId, type FormHTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { FormError, messageFor } from '../../private/forms';
import { HobbyPicker } from '../../private/HobbyPicker';
import { CheckIcon } from '../../private/icons';
import { PersonalInfoFields, type PersonalInfo } from '../../private/PersonalInfoFields';
import { TextField } from '../../private/TextField';
import { cx } from '../../utils/cx';
import * as styles from './ProfileForm.css';
import { ProfileFormTextArea } from './ProfileFormTextArea';
import type * as T from './profileFormTypes';
import { useProfileForm } from './useProfileForm';

export type ProfileFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> &
  T.ProfileChoices & {
    /** The profile as it is now. */
    profile: T.EditableProfile;
    /** Every text and rule message, translated. */
    labels: T.ProfileFormLabels;
    /** Called with the edited profile once every rule passes. */
    onSubmit: (edit: T.ProfileEdit) => void;
    /** Called from the cancel button (shown with `labels.cancel`). */
    onCancel?: () => void;
    /** Saving: the button spins. */
    pending?: boolean;
    /** The server's answer, translated. */
    error?: string;
    /** The last save worked: `labels.saved` shows by the button. */
    saved?: boolean;
  };

/** The profile editor (/profile/edit): basic facts, signature and introduction, 1 to 3 hobbies. */
export function ProfileForm({
  profile,
  labels,
  onSubmit,
  onCancel,
  pending = false,
  error,
  saved = false,
  className,
  ...rest
}: ProfileFormProps) {
  const { hobbies, regions, heights, weights, occupations, ...props } = rest;
  const id = useId();
  const form = useProfileForm(profile);
  const { values } = form;
  const errorOf = (field: keyof typeof values) => messageFor(labels.messages, form.errorOf(field));
  const infoFields = ['nickname', 'birthday', 'height', 'weight', 'occupation', 'region'] as const;

  return (
    <form
      noValidate
      className={cx(styles.root, className)}
      onSubmit={(event) =>
        form.submit(event, ({ hobbies: chosen, birthday, region, height, weight, ...texts }) =>
          onSubmit({
            ...texts,
            nickname: texts.nickname.trim(),
            occupation: texts.occupation.trim(),
            height: height ?? 0,
            weight: weight ?? 0,
            hobby: chosen.join(','),
            ...(birthday ? { birthday } : {}),
            ...(region ? { region } : {}),
          }),
        )
      }
      {...props}
    >
      <section className={styles.section} aria-labelledby={`${id}-basics`}>
        <h2 id={`${id}-basics`} className={styles.heading}>
          {labels.basics}
        </h2>
        <div className={styles.grid}>
          <PersonalInfoFields
            values={values}
            errors={Object.fromEntries(infoFields.map((field) => [field, errorOf(field)]))}
            onChange={(field, value) => form.set(field, value as never)}
            onBlur={(field: keyof PersonalInfo) => form.touch(field)}
            labels={labels}
            heights={heights}
            weights={weights}
            occupations={occupations}
            regions={regions}
          />
        </div>
      </section>
      <section className={styles.section} aria-labelledby={`${id}-about`}>
        <h2 id={`${id}-about`} className={styles.heading}>
          {labels.about}
        </h2>
        <TextField
          label={labels.signature}
          hint={labels.signatureHint}
          maxLength={200}
          value={values.signature}
          onChange={(event) => form.set('signature', event.target.value)}
        />
        <ProfileFormTextArea
          label={labels.introduction}
          hint={labels.introductionHint}
          counter={labels.counter}
          maxLength={1000}
          rows={5}
          value={values.introduction}
          onChange={(event) => form.set('introduction', event.target.value)}
        />
      </section>
      <HobbyPicker
        className={styles.section}
        label={labels.hobbies}
        hint={labels.hobbiesHint}
        hobbies={hobbies}
        value={values.hobbies}
        onChange={({ value }) => form.set('hobbies', value)}
        onBlur={() => form.touch('hobbies')}
        error={errorOf('hobbies')}
        maxMessage={labels.messages.hobbiesMax}
      />
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        {saved && labels.saved && (
          <p className={styles.saved} role="status">
            <CheckIcon /> {labels.saved}
          </p>
        )}
        {onCancel && labels.cancel && (
          <Button variant="secondary" size="large" onClick={onCancel} disabled={pending}>
            {labels.cancel}
          </Button>
        )}
        <Button type="submit" size="large" loading={pending}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
