import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { finishCountdown } from './match';
import EncounterPage from './EncounterPage';
import { holdClock, storyNow } from '../../storybook/storyClock';
import { storyPictures } from '../../storybook/storyPictures';

const meta = {
  title: 'Pages/Encounter/Encounter',
  component: EncounterPage,
  decorators: [withPage({ path: '/encounter' })],
  parameters: { layout: 'fullscreen', msw: { handlers: { pictures: storyPictures } } },
  beforeEach: () => holdClock(storyNow),
} satisfies Meta<typeof EncounterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's attempts already used: /bump/list2 says none of `limit` are left. */
const usedUp = (limit = 3) => [
  http.get('/api/bump/list2', () =>
    HttpResponse.json({
      code: 200,
      msg: 'success',
      data: {
        total: 0,
        pageNum: 1,
        pageSize: 12,
        records: [],
        match: { remaining: 0, limit, resetTime: '2026-11-23T00:00:00.000Z' },
      },
    }),
  ),
];

/**
 * A mock world of its own: its match attempts start the day unused, whatever other stories used
 * (the preview's shared handlers count every match).
 */
const freshWorld = (world = scenarios.normalUser()) => ({ msw: { handlers: { api: world } } });

/** Starts matching and lets the countdown end at once (the real one takes 15 seconds). */
async function matchSomeone(canvasElement: HTMLElement, start: RegExp | string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: start }));
  await expect(await canvas.findByRole('timer')).toBeVisible();
  finishCountdown();
  return canvas;
}

/** Start, the countdown, cancel: back to the start, the attempt kept (the server was not asked). */
export const Default: Story = {
  parameters: freshWorld(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Meet someone new' }),
    ).toBeVisible();
    await expect(canvas.getByText('3 of 3 matches left today')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start matching' }));
    await expect(await canvas.findByRole('timer', { name: /seconds left/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('3 of 3 matches left today')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start matching' })).toBeEnabled();
    // Who is online now, below.
    await expect(await canvas.findByRole('link', { name: /María García/ })).toBeVisible();
  },
};

/** The countdown ended: the person found, with say hello, their profile and match again. */
export const Matched: Story = {
  parameters: freshWorld(),
  play: async ({ canvasElement }) => {
    const canvas = await matchSomeone(canvasElement, 'Start matching');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: "It's a match!" }),
    ).toBeVisible();
    // The card's code loads while the countdown runs; a clock held still may finish first.
    const card = await canvas.findByRole('article');
    await expect(within(card).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Say hello' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View profile/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/profile\/\d+$/),
    );
    await expect(canvas.getByRole('button', { name: 'Match again' })).toBeEnabled();
  },
};

/** No attempts left today: come back tomorrow, or upgrade to VIP. */
export const Exhausted: Story = {
  parameters: { msw: { handlers: { api: [...usedUp(), ...scenarios.normalUser()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No matches left today' }),
    ).toBeVisible();
    await expect(canvas.getByText(/come back tomorrow/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade to VIP' })).toBeVisible();
    await expect(canvas.getByText('0 of 3 matches left today')).toBeVisible();
  },
};

/** A VIP member: 10 matches a day, and SVIP to upgrade to once they are used. */
export const Vip: Story = {
  parameters: freshWorld(scenarios.vipUser()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10 of 10 matches left today')).toBeVisible();
    await expect(canvas.getByText(/As a VIP you have 10 matches a day/)).toBeVisible();
  },
};

/** An SVIP member: 30 matches a day, nothing to upgrade to. */
export const Svip: Story = {
  parameters: { msw: { handlers: { api: [...usedUp(30), ...scenarios.svipUser()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No matches left today' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Upgrade/ })).toBeNull();
    await expect(canvas.getByText('0 of 30 matches left today')).toBeVisible();
  },
};

/** Nobody can be matched now (code 1202): the server's message, back to the start. */
export const NobodyAvailable: Story = {
  parameters: freshWorld(scenarios.emptyLists()),
  play: async ({ canvasElement }) => {
    // The server is asked when the countdown ends (here at once).
    const canvas = await matchSomeone(canvasElement, 'Start matching');
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('No one is available to match right now', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start matching' })).toBeVisible();
    await expect(canvas.getByText('3 of 3 matches left today')).toBeVisible();
  },
};

/** The first moments: the page and its shapes are there before /bump/list2 answers. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [http.get('/api/bump/list2', () => delay('infinite')), ...scenarios.normalUser()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const online = await canvas.findByRole('region', { name: 'Online now' });
    await expect(within(online).getByRole('status')).toHaveTextContent('Loading');
    await expect(online).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server is down: the match panel and the online list say so, each with a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your matches for today could not be loaded'),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2),
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: freshWorld(),
  play: async ({ canvasElement }) => {
    const canvas = await matchSomeone(canvasElement, '开始匹配');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '匹配成功！' }),
    ).toBeVisible();
    await expect(canvas.getByText('今日剩余 2/3 次')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: freshWorld(),
  play: Matched.play,
};

export const MobileExhausted: Story = {
  globals: { viewport: { value: 'mobile375' }, locale: 'zh-CN' },
  parameters: Exhausted.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '升级 VIP' })).toBeVisible();
  },
};
