import { ComingSoon } from '../../app/ComingSoon';

/** Announcements (/announcements). Not in this build yet: says so. */
export default function AnnouncementsPage() {
  return <ComingSoon page="announcements" />;
}
