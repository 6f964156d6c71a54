import { normalMe, scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { imagesSettled, slow } from '../../storybook/storyHelpers';
import { storyImages } from '../../storybook/storyImages';
import ProfileEditPage from './ProfileEditPage';

const meta = {
  title: 'Pages/Profile/Edit',
  component: ProfileEditPage,
  decorators: [withPage({ path: '/profile/edit' })],
  parameters: { layout: 'fullscreen', msw: { handlers: { images: storyImages } } },
} satisfies Meta<typeof ProfileEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new nickname and another hobby are saved; the page says so. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit profile' }, slow),
    ).toBeVisible();
    const nickname = await canvas.findByLabelText('Nickname', {}, slow);
    await expect(nickname).toHaveValue(normalMe.nickname);
    await expect(canvas.getByText('Female')).toBeVisible();
    await userEvent.clear(nickname);
    await userEvent.paste('小雨 Lee');
    // Three hobbies already: one goes, another comes.
    await userEvent.click(canvas.getByLabelText('Coffee'));
    await userEvent.click(canvas.getByLabelText('Music'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent(
      'Your profile is saved',
    );
    await imagesSettled(canvasElement);
  },
};

/** Every rule of the spec is checked before saving, its message beside the field. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    const nickname = await canvas.findByLabelText('Nickname', {}, slow);
    await userEvent.clear(nickname);
    const occupation = canvas.getByLabelText('Occupation');
    await userEvent.clear(occupation);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(nickname).toHaveFocus();
    await expect(nickname).toHaveAccessibleDescription('Nickname cannot be empty');
    await expect(occupation).toHaveAccessibleDescription(
      expect.stringContaining('Occupation cannot be empty'),
    );
  },
};

/** The server refuses the edit: its words show by the button. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.post('/api/user/info-edit', () =>
            HttpResponse.json(
              { code: 400, msg: 'hobby: one to three hobbies from the list', data: null },
              { status: 400 },
            ),
          ),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }, slow));
    await expect(
      await canvas.findByText(
        'Your profile could not be saved: hobby: one to three hobbies from the list',
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** The lists to choose from could not be loaded: try again. */
export const ChoicesFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get('/api/system/hobby', () => new HttpResponse(null, { status: 503 })),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('The profile options could not be loaded', { selector: 'p' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The failure is told in a toast as well, with its reason.
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(/under maintenance/),
    ).toBeVisible();
  },
};

/** A new profile photo: checked, uploaded with progress, then saved as my avatar. */
export const ChangePhoto: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('button', { name: 'Change photo' }, slow)).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(input, await drawnPhoto());
    await body.findByText('Your profile photo is updated', {}, slow);
    await imagesSettled(canvasElement);
  },
};

/** A small PNG drawn on a canvas, as a member's photo. */
async function drawnPhoto() {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 120;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ff9fb5';
  context.fillRect(0, 0, 120, 120);
  context.fillStyle = '#fbd062';
  context.beginPath();
  context.arc(60, 50, 28, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'me.png', { type: 'image/png' });
}

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '编辑资料' }, slow),
    ).toBeVisible();
    await expect(await canvas.findByLabelText('昵称', {}, slow)).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByLabelText('Nickname', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};
