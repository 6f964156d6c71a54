export { AnnouncementItem, type AnnouncementItemProps, type Notice } from './AnnouncementItem';
