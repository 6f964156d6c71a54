// Stories only: the chat pages talk to an in-memory chat service (@heartline/im's memory hub)
// instead of the gateway, with a held clock, so a conversation's bubbles and times draw the same
// picture in every run. msw answers the REST calls (the session list, profiles, languages).
import type { ChatClient } from '@heartline/im';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryClient, createMemoryHub, type MemoryHub } from '@heartline/im/memory';
import { normalMe } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { setChatClientFactory } from '../../chatConnection';
import { toasts } from '../../stores/toasts';
import { storyImages } from '../../storybook/storyImages';
import { BlockDialogHost } from '../block';
import ChatDialogs from './ChatDialogs';

/**
 * A Saturday morning in November, an hour after María's good morning (msw's session list shows
 * it at 09:12 UTC): the history starts there, so what is sent now comes after it in the list too.
 */
const storyTime = Date.parse('2026-11-21T10:12:00.000Z');

/** The logged-in member of msw's normalUser, and María García (profile 2), a friend. */
export const me = normalMe.imAccount;
export const maria = 'u100002';

/** The chat service of the story being shown (the play functions cut its network). */
export let hub: MemoryHub = createMemoryHub();

type Seed = (chat: {
  hub: MemoryHub;
  /** María's own client, logged in: what she sends arrives as it would from her phone. */
  peer: ChatClient;
  /** Moves the service's clock on, in minutes. */
  later: (minutes: number) => void;
}) => Promise<void>;

export type ChatWorldOptions = {
  seed?: Seed;
  /** The reconnection policy of the member's client (the connection stories slow or cut it). */
  reconnect?: { maxAttempts?: number; baseDelayMs?: number };
};

/**
 * A story's `beforeEach`: a fresh chat service where the member and María have accounts, the
 * history `seed` writes, and the app's chat connection made on it. The member's client is logged
 * in before the seed is written, so the history counts as delivered (the session list's unread
 * counts stay msw's) rather than arriving as new messages.
 */
export function chatWorld({ seed, reconnect }: ChatWorldOptions = {}) {
  return () => {
    toasts.list = [];
    let offset = 0;
    const world = createMemoryHub({ now: () => storyTime + offset });
    hub = world;
    world.addAccount(me, normalMe.imPassword);
    world.addAccount(maria);
    // The page's clock runs from the service's, so an own message on its way (or not sent) is
    // stamped in the story's morning, like the rest of the history, and young enough to recall.
    const realNow = Date.now;
    const started = realNow();
    Date.now = () => storyTime + offset + (realNow() - started);
    setChatClientFactory(async () => {
      const mine = createMemoryClient(world, {
        reconnect: { random: () => 1, ...reconnect },
      });
      await mine.login({ user: me, password: normalMe.imPassword });
      if (seed) {
        const peer = createMemoryClient(world);
        await peer.login({ user: maria, password: 'password' });
        await seed({ hub: world, peer, later: (minutes) => (offset += minutes * 60_000) });
        // Presence: María stays online, as the list says.
      }
      return mine;
    });
    return () => {
      Date.now = realNow;
      toasts.list = [];
      setChatClientFactory(null);
    };
  };
}

/** A gift's icon: a wrapped box with a bow (msw's mock world has addresses but no files). */
const giftBox = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect x="14" y="40" width="68" height="46" rx="6" fill="#ff6f91"/><rect x="10" y="28" width="76" height="16" rx="4" fill="#ff8fab"/>
<rect x="42" y="28" width="12" height="58" fill="#ffd36e"/><path d="M48 28 C36 8 20 18 30 28Z M48 28 C60 8 76 18 66 28Z" fill="#ffd36e"/></svg>`;

/** Pictures for avatars, photos and gift icons, in `parameters.msw.handlers.images`. */
export const chatStoryImages = [
  http.get('/uploads/gifts/*', () =>
    HttpResponse.text(giftBox, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
  ...storyImages,
];

/** A conversation with María showing every kind of bubble. */
export const everyBubble: Seed = async ({ hub: world, peer, later }) => {
  later(-60);
  await peer.send({
    to: me,
    type: 'txt',
    msg: '¡Buenos días! [smile] ¿Qué tal tu fin de semana en Hangzhou?',
  });
  later(1);
  world.post(me, {
    to: maria,
    type: 'txt',
    msg: 'Very good, I walked around West Lake [sparkles]',
    ext: { translation: 'Muy bien, paseé por el Lago del Oeste [sparkles]' },
  });
  later(1);
  await peer.send({
    to: me,
    type: 'txt',
    msg: '¡Qué bonito! Quiero ir algún día.',
    ext: { translation: 'How beautiful! I want to go one day.' },
  });
  await peer.send({ to: me, type: 'img', url: '/uploads/chat/100002/valencia-beach.jpg' });
  later(8);
  world.post(me, {
    to: maria,
    type: 'custom',
    customType: 'gift',
    ext: { url: '/uploads/gifts/rose.png', note: 'Rose', amount: 10, quantity: 3, recordId: 31 },
  });
  later(1);
  await peer.send({
    to: me,
    type: 'custom',
    customType: 'redPacket',
    ext: { amount: 50, note: 'Coffee is on me!', recordId: 32 },
  });
  await peer.send({
    to: me,
    type: 'custom',
    customType: 'burn',
    ext: { burn_url: '/uploads/burn/100002/sunset.jpg' },
  });
  const oops = await peer.send({ to: me, type: 'txt', msg: 'Oops, wrong chat' });
  await peer.recall(oops.message);
};

/**
 * The chat's dialogs (photo, burn viewer, gifts, red packets, notices) are drawn once by the
 * layout (AppChatWindow) for the page and the window alike, and so is the block confirmation
 * (MainLayout): the stories draw them next to the page.
 */
export const withChatDialogs: Decorator = (Story) => (
  <>
    <Story />
    <ChatDialogs />
    <BlockDialogHost />
  </>
);
