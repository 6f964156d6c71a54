import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
  args: {
    title: 'You are offline',
    description:
      'Showing what was last seen on this device. It refreshes when you are back online.',
  },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('You are offline');
    await expect(banner).toHaveTextContent('Showing what was last seen on this device.');
  },
};

export const Playground: Story = {};

/** The title alone, when the page has nothing kept to show. */
export const TitleOnly: Story = { args: { description: undefined } };

/** The longest language wraps on a phone without pushing the icon away. */
export const LongTextOnMobile: Story = {
  args: {
    title: 'Du bist offline',
    description:
      'Angezeigt wird, was du zuletzt auf diesem Gerät gesehen hast. Sobald du wieder online bist, wird es aktualisiert.',
  },
  globals: { ...onMobile, locale: 'de' },
};

export const Chinese: Story = {
  args: {
    title: '您已离线',
    description: '显示的是此设备上最后看到的内容，恢复联网后会自动刷新。',
  },
  globals: inChinese,
};

export const Dark: Story = { globals: inDark };
