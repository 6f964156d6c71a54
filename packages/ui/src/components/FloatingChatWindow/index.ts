export { FloatingChatWindow, type FloatingChatWindowProps } from './FloatingChatWindow';
export { type WindowPosition } from './useWindowPosition';
