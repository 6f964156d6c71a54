import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import MyInfoPage from '../features/myInfo/MyInfoPage';
import { withPage } from './withPage';

// The harness itself: a page rendered with a router, i18next, a member loaded through msw.
const meta = {
  title: 'Pages/Me/My info',
  component: MyInfoPage,
  decorators: [withPage({ path: '/myInfo' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MyInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /settings/i })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvas }) => {
    // Narrow screens show the side bar's card and the side menu inside the page.
    await expect(await canvas.findByRole('complementary')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的' })).toBeVisible();
  },
};
