import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { slow } from '../../storybook/storyHelpers';
import { storyImages } from '../../storybook/storyImages';
import { withPage } from '../../storybook/withPage';
import ModerationPage from './ModerationPage';

const meta = {
  title: 'Pages/Moderation',
  component: ModerationPage,
  decorators: [withPage({ path: '/moderation' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModerationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open the oldest report, suspend for 7 days: a toast, the report leaves, the next one opens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Moderation console' }, slow);
    const queue = await canvas.findByRole('region', { name: 'Open reports' }, slow);
    const oldest = await within(queue).findByRole('button', { name: /waited 26 h/ }, slow);
    await expect(oldest).toHaveTextContent('waited 26 h');
    await userEvent.click(oldest);
    await expect(oldest).toHaveAttribute('aria-current', 'true');
    const report = await canvas.findByRole('article', { name: 'Report #31' }, slow);
    const chat = within(report).getByRole('region', { name: 'Chat between them' });
    await expect(within(chat).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(report).getByRole('radio', { name: 'Suspend' }));
    await expect(within(report).getByRole('spinbutton', { name: 'Days' })).toHaveValue(7);
    await userEvent.type(
      within(report).getByRole('textbox', { name: 'Reason' }),
      'Asked a member for money.',
    );
    await userEvent.click(within(report).getByRole('button', { name: 'Apply' }));
    await body.findByText('Report #31 handled: Suspend', {}, slow);
    await waitFor(() => expect(within(queue).getAllByRole('button')).toHaveLength(1), slow);
    const next = await canvas.findByRole('heading', { level: 2, name: 'Report #32' }, slow);
    await waitFor(() => expect(next).toHaveFocus(), slow);
  },
};

/** Every action taken, newest first. */
export const AuditLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = await canvas.findByRole('tab', { name: 'Audit log' }, slow);
    await userEvent.click(tab);
    const table = await canvas.findByRole('table', {}, slow);
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).getByText('Dismiss')).toBeVisible();
    // The picture is of the log, not of the tab's focus ring.
    tab.blur();
  },
};

/** A member who is not an operator: the server answers 403. */
export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get('/api/moderation/complaints', () =>
            HttpResponse.json(
              { code: 403, msg: 'You may not do this', data: null },
              { status: 403 },
            ),
          ),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Operators only' }, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '内容审核' }, slow);
    const queue = await canvas.findByRole('region', { name: '待处理举报' }, slow);
    await userEvent.click(
      await within(queue).findByRole('button', { name: /已等待 26 小时/ }, slow),
    );
    await canvas.findByRole('heading', { level: 2, name: '举报 #31' }, slow);
  },
};

/** On a phone: the queue, then the report alone with a way back; the page never pans sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const queue = await canvas.findByRole('region', { name: 'Open reports' }, slow);
    // Four tabs are wider than the phone: they scroll in their own row instead.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await userEvent.click(await within(queue).findByRole('button', { name: /waited 26 h/ }, slow));
    await canvas.findByRole('heading', { level: 2, name: 'Report #31' }, slow);
    await expect(queue).not.toBeVisible();
    const back = canvas.getByRole('button', { name: 'Back to the queue' });
    await userEvent.click(back);
    await expect(await canvas.findByRole('region', { name: 'Open reports' }, slow)).toBeVisible();
    await waitFor(() => expect(within(queue).getAllByRole('button')[0]).toHaveFocus(), slow);
  },
};

/** The Chinese page on a phone, with a report open. */
export const MobileChinese: Story = {
  globals: { viewport: { value: 'mobile375' }, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const queue = await canvas.findByRole('region', { name: '待处理举报' }, slow);
    await userEvent.click(
      await within(queue).findByRole('button', { name: /已等待 26 小时/ }, slow),
    );
    await canvas.findByRole('heading', { level: 2, name: '举报 #31' }, slow);
    await expect(canvas.getByRole('button', { name: '返回列表' })).toBeVisible();
  },
};

/** The photo verification tab: a selfie beside the member's photos; approving opens the next. */
export const PhotoVerifications: Story = {
  parameters: { msw: { handlers: { images: storyImages } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Verifications' }, slow));
    const list = await canvas.findByRole('region', { name: 'Photo verification requests' }, slow);
    const first = (await within(list).findAllByRole('button', {}, slow))[0]!;
    await userEvent.click(first);
    const heading = await canvas.findByRole('heading', { name: /^Photo verification of / }, slow);
    const name = heading.textContent?.replace('Photo verification of ', '') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(await canvas.findByText('Say why the photo is refused', {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await body.findByText(`${name} is verified`, {}, slow);
  },
};
