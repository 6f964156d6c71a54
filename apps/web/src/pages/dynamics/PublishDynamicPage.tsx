import { ComingSoon } from '../../app/ComingSoon';

/** Publish a dynamic: text, images, burn-after-reading, top (/dynamic/publish). Not in this build yet: says so. */
export default function PublishDynamicPage() {
  return <ComingSoon page="publishDynamic" />;
}
