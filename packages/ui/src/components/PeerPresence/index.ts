export { PeerPresence, type PeerPresenceProps } from './PeerPresence';
