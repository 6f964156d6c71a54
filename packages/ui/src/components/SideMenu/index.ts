export {
  SideMenu,
  type SideMenuItem,
  type SideMenuLabels,
  type SideMenuProps,
  type SideMenuSection,
} from './SideMenu';
