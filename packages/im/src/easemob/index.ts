export { EasemobChatClient, createEasemobClient } from './client';
export { EasemobCodes } from './sdk';
