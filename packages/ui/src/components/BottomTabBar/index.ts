export { BottomTabBar, type BottomTab, type BottomTabBarProps } from './BottomTabBar';
