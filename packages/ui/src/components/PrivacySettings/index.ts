export {
  PrivacySettings,
  type PrivacySetting,
  type PrivacySettingsLabels,
  type PrivacySettingsProps,
  type PrivacySettingsValues,
} from './PrivacySettings';
