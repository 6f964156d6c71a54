import { ComingSoon } from '../../app/ComingSoon';

/** The mall with its goods (/shopping). Not in this build yet: says so. */
export default function ShoppingPage() {
  return <ComingSoon page="shopping" />;
}
