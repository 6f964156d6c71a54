// Blocking a member: the confirmation (one host, mounted by the layout), the store and the
// settings page's list of blocked members. The index imports no component of @heartline/ui
// itself: the stores that ask to block (profile, chat) import it, and their tests run without
// styles; the list and the dialog load with the screens that show them.
import { lazy } from 'react';

export { BlockDialogHost } from './BlockDialogHost';
export const BlockedUsersSection = lazy(() => import('./BlockedUsersSection'));
export { askToBlock, unblock, useBlocks, type BlockTarget } from './blocks';
