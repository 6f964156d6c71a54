import { ComingSoon } from '../../app/ComingSoon';

/** My orders (/myOrder). Not in this build yet: says so. */
export default function MyOrderPage() {
  return <ComingSoon page="myOrder" />;
}
