export {
  PersonalInfoFields,
  type PersonalInfo,
  type PersonalInfoFieldsProps,
  type PersonalInfoLabels,
} from './PersonalInfoFields';
