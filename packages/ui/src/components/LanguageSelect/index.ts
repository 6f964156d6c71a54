export { LanguageSelect, type InterfaceLanguage, type LanguageSelectProps } from './LanguageSelect';
