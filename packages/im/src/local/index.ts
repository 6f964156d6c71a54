export { LocalChatClient, createLocalClient } from './client';
