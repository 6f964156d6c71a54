// What other features use of the messages (interaction notifications, announcements).
export type { Interaction } from './notifications';
