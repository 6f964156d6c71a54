// @heartline/ui: every public export by name. Importing anything brings the global styles.
import './theme/global.css';

// Theme
export { vars } from './theme/contract.css';
export { lightTheme, darkTheme, themes, type ThemeName } from './theme/themes.css';
export { atoms, type Atoms } from './theme/sprinkles.css';
export { textStyle, type TextStyle } from './theme/typography.css';
export { breakpoint, media } from './theme/tokens';
export { Box, type BoxProps } from './theme/Box';

// Bases
export { Avatar, type AvatarProps, type MemberLevel } from './private/Avatar';
export { Badge, type BadgeProps } from './private/Badge';
export { Button, type ButtonProps } from './private/Button';
export { EmptyState, type EmptyStateProps } from './private/EmptyState';
export { IconButton, type IconButtonProps } from './private/IconButton';
export {
  ContextMenu,
  DropdownMenu,
  type ContextMenuProps,
  type DropdownMenuProps,
  type MenuEntry,
} from './private/Menu';
export { ScrollArea, type ScrollAreaProps } from './private/ScrollArea';
export { Spinner, type SpinnerProps } from './private/Spinner';
export { Tabs, type TabItem, type TabsProps } from './private/Tabs';
export { TextField, type TextFieldProps } from './private/TextField';
export { Toast, ToastProvider, type ToastProps, type ToastProviderProps } from './private/Toast';
export { Tooltip, type TooltipProps } from './private/Tooltip';
export {
  AlertIcon,
  BellIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  CoinIcon,
  HeartIcon,
  InfoIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  TrashIcon,
  UserIcon,
  type IconProps,
} from './private/icons';

// Emoji
export {
  EmojiText,
  emojiAttribution,
  emojiCodes,
  emojiSet,
  emojiTextToUnicode,
  findEmoji,
  parseEmojiText,
  type Emoji,
  type EmojiCode,
  type EmojiTextPart,
  type EmojiTextProps,
} from './emoji';

// Components
export { CoinBalance, formatCoins, type CoinBalanceProps } from './components/CoinBalance';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
