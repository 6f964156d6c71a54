import { FollowPage } from './FollowPage';

/** /followMe: my followers (fans), each with follow back. */
export default function FollowMePage() {
  return <FollowPage kind="fans" />;
}
