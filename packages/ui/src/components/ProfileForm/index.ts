export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export type {
  EditableProfile,
  ProfileChoices,
  ProfileEdit,
  ProfileFormLabels,
  ProfileFormRule,
} from './profileFormTypes';
