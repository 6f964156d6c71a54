import { ComingSoon } from '../../app/ComingSoon';

/** Interaction notifications (/notifications). Not in this build yet: says so. */
export default function NotificationsPage() {
  return <ComingSoon page="notifications" />;
}
