export { SideBar, type SideBarLabels, type SideBarProps, type SideBarUser } from './SideBar';
export { sideBarShortcuts, type SideBarShortcut } from './SideBarShortcuts';
