import { ComingSoon } from '../../app/ComingSoon';

/** Account settings: privacy, language, logout, cancel account (/settings). Not in this build yet: says so. */
export default function SettingsPage() {
  return <ComingSoon page="settings" />;
}
