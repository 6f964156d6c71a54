import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.xlarge }}>
      <Logo {...args} size="small" />
      <Logo {...args} size="medium" />
      <Logo {...args} size="large" />
    </div>
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
      <div
        style={{
          padding: vars.space.xlarge,
          borderRadius: vars.radius.large,
          background: vars.gradient.brand,
        }}
      >
        <Story />
      </div>
    ),
  ],
};

/** The product keeps its Latin name in every language; the accessible name follows it. */
export const Chinese: Story = { args: { size: 'large' }, globals: inChinese };

export const Mobile: Story = { ...Sizes, globals: onMobile };

export const Dark: Story = { ...Sizes, globals: inDark };
