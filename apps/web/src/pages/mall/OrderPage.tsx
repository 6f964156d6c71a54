import { ComingSoon } from '../../app/ComingSoon';

/** Purchases and receipts (/order). Not in this build yet: says so. */
export default function OrderPage() {
  return <ComingSoon page="order" />;
}
