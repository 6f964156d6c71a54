// @heartline/ui: every public export by name. Importing anything brings the global styles.
import './theme/global.css';

// Theme
export { vars } from './theme/contract.css';
export { lightTheme, darkTheme, themes, type ThemeName } from './theme/themes.css';
export { textStyle, type TextStyle } from './theme/typography.css';
export { breakpoint, media } from './theme/tokens';

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
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
} from './private/Skeleton';
export { Spinner, type SpinnerProps } from './private/Spinner';
export { Tabs, type TabItem, type TabsProps } from './private/Tabs';
export { TextField, type TextFieldProps } from './private/TextField';
export { Toast, ToastProvider, type ToastProps, type ToastProviderProps } from './private/Toast';
export { Tooltip, type TooltipProps } from './private/Tooltip';
export {
  AlertIcon,
  BellIcon,
  BellOffIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  CoinIcon,
  HeartIcon,
  InfoIcon,
  MoreIcon,
  PinIcon,
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

// Money (coins, membership, bills, the mall)
export {
  PackageGrid,
  type CoinPackage,
  type PackageGridLabels,
  type PackageGridProps,
  type PackagePurchase,
  type TranslationPackage,
  type VipGiftBag,
  type VipPackage,
} from './components/PackageGrid';
export {
  PrivilegeTable,
  type PrivilegeRow,
  type PrivilegeTableLabels,
  type PrivilegeTableProps,
  type PrivilegeValue,
} from './components/PrivilegeTable';
export {
  BillList,
  type Bill,
  type BillListLabels,
  type BillListProps,
  type BillType,
} from './components/BillList';
export {
  RechargeHelp,
  type PaymentMethod,
  type RechargeFaq,
  type RechargeHelpLabels,
  type RechargeHelpProps,
} from './components/RechargeHelp';
export {
  GoodsCard,
  type Goods,
  type GoodsCardLabels,
  type GoodsCardProps,
} from './components/GoodsCard';
export {
  OrderList,
  type Address,
  type Order,
  type OrderListLabels,
  type OrderListProps,
  type OrderStatus,
} from './components/OrderList';
export {
  AddressForm,
  type AddressFormLabels,
  type AddressFormProps,
  type AddressFormRule,
  type AddressFormValues,
  type Friend,
  type Region,
} from './components/AddressForm';

// Forms (account, registration, profile, settings)
export {
  LoginForm,
  type LoginFormLabels,
  type LoginFormProps,
  type LoginFormRule,
} from './components/LoginForm';
export {
  RegisterForm,
  type RegisterChoices,
  type RegisterFormLabels,
  type RegisterFormProps,
  type RegisterFormRule,
  type RegisterStep,
  type RegisterStepSubmission,
  type RegisterValues,
} from './components/RegisterForm';
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordLabels,
  type ResetPasswordRule,
  type ResetPasswordValues,
} from './components/ResetPasswordForm';
export {
  ProfileForm,
  type EditableProfile,
  type ProfileChoices,
  type ProfileEdit,
  type ProfileFormLabels,
  type ProfileFormProps,
  type ProfileFormRule,
} from './components/ProfileForm';
export {
  PrivacySettings,
  type PrivacySetting,
  type PrivacySettingsLabels,
  type PrivacySettingsProps,
  type PrivacySettingsValues,
} from './components/PrivacySettings';
export {
  LanguageSelect,
  type InterfaceLanguage,
  type LanguageSelectProps,
} from './components/LanguageSelect';
export { type RuleKey, type RuleMessages } from './private/forms';

// Social (people, profiles, dynamics, matching, notifications)
export {
  UserCard,
  type FriendState,
  type UserCardLabels,
  type UserCardProps,
  type UserCardUser,
} from './components/UserCard';
export {
  ProfileHeader,
  type ProfileCountKind,
  type ProfileHeaderLabels,
  type ProfileHeaderProfile,
  type ProfileHeaderProps,
} from './components/ProfileHeader';
export { Album, type AlbumLabels, type AlbumPhoto, type AlbumProps } from './components/Album';
export {
  DynamicCard,
  type DynamicCardDynamic,
  type DynamicCardLabels,
  type DynamicCardProps,
} from './components/DynamicCard';
export {
  DynamicComposer,
  type ComposerImage,
  type DynamicComposerLabels,
  type DynamicComposerProps,
} from './components/DynamicComposer';
export {
  CommentThread,
  type CommentThreadLabels,
  type CommentThreadProps,
  type ThreadComment,
  type ThreadReply,
} from './components/CommentThread';
export {
  MatchPanel,
  useMatchCountdown,
  type MatchCountdownOptions,
  type MatchPanelLabels,
  type MatchPanelProps,
  type MatchStatus,
} from './components/MatchPanel';
export {
  VisitorList,
  type VisitorListLabels,
  type VisitorListProps,
  type VisitorRecord,
} from './components/VisitorList';
export {
  BlockedUserList,
  type BlockedUser,
  type BlockedUserListLabels,
  type BlockedUserListProps,
} from './components/BlockedUserList';
export {
  FollowList,
  type FollowListEntry,
  type FollowListLabels,
  type FollowListProps,
} from './components/FollowList';
export {
  FriendRequestItem,
  type FriendRequest,
  type FriendRequestItemLabels,
  type FriendRequestItemProps,
} from './components/FriendRequestItem';
export {
  NotificationItem,
  type Interaction,
  type InteractionType,
  type NotificationItemLabels,
  type NotificationItemProps,
} from './components/NotificationItem';
export {
  AnnouncementItem,
  type AnnouncementItemProps,
  type Notice,
} from './components/AnnouncementItem';
export { LuckCard, type LuckCardProps, type TodayLuck } from './components/LuckCard';
export { type UserBrief } from './private/member';

// Chat (conversations, messages, the message box)
export {
  ConversationList,
  type ConversationListLabels,
  type ConversationListProps,
} from './components/ConversationList';
export {
  ConversationItem,
  type Conversation,
  type ConversationItemLabels,
  type ConversationItemProps,
  type ConversationKeeping,
  type LastMessage,
} from './components/ConversationItem';
export {
  MessageList,
  type MessageListItem,
  type MessageListLabels,
  type MessageListProps,
} from './components/MessageList';
export {
  ChatBubble,
  type ChatBubbleLabels,
  type ChatBubbleProps,
  type ChatMessage,
  type ChatMessageExt,
  type CustomMessageType,
  type MessageReaction,
  quotedText,
  type Quote,
  type ReactionEmoji,
} from './components/ChatBubble';
export { EmojiPicker, type EmojiPickerProps } from './components/EmojiPicker';
export {
  MessageInput,
  type MessageInputLabels,
  type MessageInputProps,
  type TranslationLanguage,
} from './components/MessageInput';
export {
  VoiceMessage,
  formatVoiceTime,
  waveformBars,
  waveformMax,
  type VoiceMessageLabels,
  type VoiceMessageProps,
} from './components/VoiceMessage';
export {
  VoiceRecorder,
  type VoiceRecorderLabels,
  type VoiceRecorderProps,
  type VoiceRecorderState,
} from './components/VoiceRecorder';
export {
  RemarkName,
  maxRemarkLength,
  type RemarkNameLabels,
  type RemarkNameProps,
} from './components/RemarkName';
export { PeerPresence, type PeerPresenceProps } from './components/PeerPresence';
export { OfflineBanner, type OfflineBannerProps } from './components/OfflineBanner';
export {
  NotificationPrompt,
  type NotificationPromptLabels,
  type NotificationPromptProps,
} from './components/NotificationPrompt';

// Chat dialogs (money, photos, reports)
export {
  RedPacketDialog,
  type RedPacketDialogLabels,
  type RedPacketDialogProps,
} from './components/RedPacketDialog';
export {
  GiftDialog,
  type Gift,
  type GiftDialogLabels,
  type GiftDialogProps,
} from './components/GiftDialog';
export {
  InsufficientCoinsDialog,
  type InsufficientCoinsDialogLabels,
  type InsufficientCoinsDialogProps,
} from './components/InsufficientCoinsDialog';
export {
  ImagePreview,
  type ImagePreviewLabels,
  type ImagePreviewProps,
} from './components/ImagePreview';
export {
  BurnImageViewer,
  type BurnImageViewerLabels,
  type BurnImageViewerProps,
} from './components/BurnImageViewer';
export {
  ComplaintDialog,
  type ComplaintDialogLabels,
  type ComplaintDialogProps,
  type ComplaintReason,
} from './components/ComplaintDialog';
export {
  PaymentNoticeDialog,
  type PaymentNoticeDialogLabels,
  type PaymentNoticeDialogProps,
} from './components/PaymentNoticeDialog';

// Layout (the app's frame)
export { Logo, type LogoProps } from './components/Logo';
export {
  TopBar,
  TopBarSearch,
  type TopBarLabels,
  type TopBarLanguage,
  type TopBarProps,
  type TopBarSearchLabels,
  type TopBarSearchProps,
  type TopBarTab,
  type TopBarUser,
} from './components/TopBar';
export {
  SideBar,
  sideBarShortcuts,
  type SideBarLabels,
  type SideBarProps,
  type SideBarShortcut,
  type SideBarUser,
} from './components/SideBar';
export {
  SideMenu,
  type SideMenuItem,
  type SideMenuLabels,
  type SideMenuProps,
  type SideMenuSection,
} from './components/SideMenu';
export { BottomTabBar, type BottomTab, type BottomTabBarProps } from './components/BottomTabBar';
export { Footer, type FooterLink, type FooterProps } from './components/Footer';
export {
  FloatingChatWindow,
  type FloatingChatWindowProps,
  type WindowPosition,
} from './components/FloatingChatWindow';
export { type NavigateHandler } from './private/AppLink';
export { DeferredDropdownMenu } from './private/Menu/DeferredDropdownMenu';
export {
  ChevronLeftIcon,
  CompassIcon,
  ContactsIcon,
  CrownIcon,
  EditIcon,
  EyeIcon,
  GlobeIcon,
  HeadsetIcon,
  HistoryIcon,
  HomeIcon,
  ImageIcon,
  LogoutIcon,
  MegaphoneIcon,
  MenuIcon,
  SettingsIcon,
  SparklesIcon,
  TranslateIcon,
  UserPlusIcon,
  UsersIcon,
  WalletIcon,
} from './private/icons/layoutIcons';
// Icons the app's menus use for the gifts and mall entries.
export { BagIcon, GiftIcon, PackageIcon } from './private/icons/layoutIcons';
// Blocking a member: the app's menus and its confirmation.
export { BlockIcon } from './private/icons/socialIcons';

// The moderation console (operators only): the queue, a case with its action form, the audit log.
export {
  ModerationQueue,
  type ModerationQueueCase,
  type ModerationQueueLabels,
  type ModerationQueueProps,
} from './components/ModerationQueue';
export {
  ModerationCase,
  emptyModerationForm,
  type ModerationActionForm,
  type ModerationActRequest,
  type ModerationCaseComplaint,
  type ModerationCaseContext,
  type ModerationCaseDynamic,
  type ModerationCaseLabels,
  type ModerationCaseMessage,
  type ModerationCaseProps,
} from './components/ModerationCase';
export {
  ModerationAuditLog,
  moderationActions,
  type ModerationAction,
  type ModerationAuditEntry,
  type ModerationAuditLogLabels,
  type ModerationAuditLogProps,
  type ModerationAuditAction,
} from './components/ModerationAuditLog';

// Photo verification: the member's selfie flow, the console's review tab and the badge.
export { VerifiedBadge, type VerifiedBadgeProps } from './components/VerifiedBadge';
export {
  PhotoVerificationCapture,
  PhotoVerificationGestureCue,
  photoVerificationGestures,
  type PhotoVerificationCaptureLabels,
  type PhotoVerificationCaptureProps,
  type PhotoVerificationCaptureStep,
  type PhotoVerificationGesture,
  type PhotoVerificationGestureCueProps,
} from './components/PhotoVerificationCapture';
export {
  PhotoVerificationReview,
  type PhotoVerificationDecision,
  type PhotoVerificationRequest,
  type PhotoVerificationReviewLabels,
  type PhotoVerificationReviewProps,
} from './components/PhotoVerificationReview';

export {
  FRIEND_NOTE_MAX,
  FriendRequestDialog,
  type FriendRequestDialogLabels,
  type FriendRequestDialogProps,
} from './components/FriendRequestDialog';
