// What the rest of the app uses of the chat. The main layout imports this on the first route, so
// it names only the small state module; the chat's screens are loaded with import() where shown.
export { useChatDialogOpen } from './store/state';
