import { ComingSoon } from '../../app/ComingSoon';

/** My account: translation, coins, VIP, bills (/account?tab=). Not in this build yet: says so. */
export default function AccountPage() {
  return <ComingSoon page="account" />;
}
