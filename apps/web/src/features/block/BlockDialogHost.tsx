import { lazy, Suspense, useState } from 'react';
import { useBlocks } from './blocks';

// The dialog's code loads the first time someone asks to block, then stays (its closing
// animation needs it mounted).
const BlockDialog = lazy(() => import('./BlockDialog'));

/**
 * The one block confirmation of the signed-in app, whichever screen asked (a profile, the chat
 * header, the conversation list): mounted once by the layout.
 */
export function BlockDialogHost() {
  const { asking } = useBlocks();
  const [loaded, setLoaded] = useState(false);
  if (asking !== null && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <BlockDialog />
    </Suspense>
  );
}
