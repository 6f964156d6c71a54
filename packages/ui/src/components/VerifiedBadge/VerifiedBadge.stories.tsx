import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inDark } from '../../private/stories';
import { vars } from '../../theme/contract.css';
import { VerifiedBadge } from './VerifiedBadge';

const meta = {
  title: 'Components/VerifiedBadge',
  component: VerifiedBadge,
  args: { label: 'Verified' },
} satisfies Meta<typeof VerifiedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Verified' })).toBeVisible();
  },
};

export const Playground: Story = {};

/** After names of every size: it follows the heading's font size and sits on its middle. */
export const InHeadings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium, color: vars.color.text.primary }}>
      <h1 style={{ fontSize: vars.fontSize.xxxlarge }}>
        Mia <VerifiedBadge {...args} />
      </h1>
      <h2 style={{ fontSize: vars.fontSize.xxlarge }}>
        Lucas Becker <VerifiedBadge {...args} />
      </h2>
      <h3 style={{ fontSize: vars.fontSize.large }}>
        さくら <VerifiedBadge {...args} />
      </h3>
      <p style={{ fontSize: vars.fontSize.small }}>
        Diego Alejandro Fernández <VerifiedBadge {...args} />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Mia Verified');
  },
};

/** Other languages name it in theirs. */
export const German: Story = { args: { label: 'Verifiziert' }, globals: { locale: 'de' } };

export const Dark: Story = { ...InHeadings, globals: inDark };
