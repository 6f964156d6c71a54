export {
  AlertIcon,
  BellIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  HeartIcon,
  InfoIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  TrashIcon,
  UserIcon,
  type IconProps,
} from './icons';
export { CoinIcon } from './CoinIcon';
export { BellOffIcon, PinIcon } from './chatIcons';
