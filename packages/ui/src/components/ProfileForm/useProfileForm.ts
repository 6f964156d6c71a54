import { rules, todayIsoDate, useFormFields } from '../../private/forms';
import type { EditableProfile } from './profileFormTypes';

const hobbyIds = (hobby: string) =>
  hobby
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/** The profile editor's fields and rules (see ProfileFormRule). */
export function useProfileForm(profile: EditableProfile) {
  return useFormFields(
    {
      nickname: profile.nickname,
      signature: profile.signature,
      introduction: profile.introduction,
      birthday: profile.birthday ?? '',
      height: profile.height,
      weight: profile.weight,
      occupation: profile.occupation,
      region: profile.region,
      hobbies: hobbyIds(profile.hobby),
    },
    (values) => ({
      nickname: rules.nickname(values.nickname),
      birthday: values.birthday ? rules.birthday(values.birthday, todayIsoDate()) : undefined,
      height: rules.height(values.height),
      weight: rules.weight(values.weight),
      occupation: rules.occupation(values.occupation),
      hobbies: rules.hobbies(values.hobbies),
    }),
  );
}
