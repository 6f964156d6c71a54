export { TopBar, type TopBarLabels, type TopBarProps, type TopBarTab } from './TopBar';
export { type TopBarUser } from './TopBarAccountMenu';
export { type TopBarLanguage } from './TopBarLanguageMenu';
export { TopBarSearch, type TopBarSearchLabels, type TopBarSearchProps } from './TopBarSearch';
