import { ComingSoon } from '../../app/ComingSoon';

/** My dynamics (/myspace). Not in this build yet: says so. */
export default function MySpacePage() {
  return <ComingSoon page="myspace" />;
}
