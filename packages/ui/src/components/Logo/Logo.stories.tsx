import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../theme/Box';
import { vars } from '../../theme/contract.css';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { Logo } from './Logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { name: 'Heartline', size: 'medium', showName: true },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Heartline' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" alignItems="center" gap="xlarge">
      <Logo {...args} size="small" />
      <Logo {...args} size="medium" />
      <Logo {...args} size="large" />
    </Box>
  ),
};

/** The narrow top bar shows the mark alone. */
export const MarkOnly: Story = {
  args: { showName: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Heartline' })).toBeVisible();
  },
};

/** White, on the brand gradient (the login page's welcome panel). */
export const Inverse: Story = {
  args: { tone: 'inverse', size: 'large' },
  decorators: [
    (Story) => (
      <Box padding="xlarge" borderRadius="large" style={{ background: vars.gradient.brand }}>
        <Story />
      </Box>
    ),
  ],
};

/** The product keeps its Latin name in every language; the accessible name follows it. */
export const Chinese: Story = { args: { size: 'large' }, globals: inChinese };

export const Mobile: Story = { ...Sizes, globals: onMobile };

export const Dark: Story = { ...Sizes, globals: inDark };
