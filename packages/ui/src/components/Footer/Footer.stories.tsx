import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { Footer, type FooterLink } from './Footer';

const links = (language: string, names: string[]): FooterLink[] =>
  ['about', 'safety', 'privacy', 'help'].map((page, index) => ({
    key: page,
    label: names[index]!,
    href: `/pages/${language}/${page}.html`,
  }));

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'About Heartline',
    tagline: 'Meet people across languages',
    links: links('en', ['About us', 'Dating safety', 'Privacy terms', 'Help center']),
    note: '© 2025 Heartline. Made for meeting across languages.',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'About Heartline' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'Help center' })).toHaveAttribute(
      'href',
      '/pages/en/help.html',
    );
  },
};

export const Playground: Story = {};

/** Only the links. */
export const Minimal: Story = { args: { tagline: undefined, note: undefined } };

/** The pages' addresses follow the language. */
export const Chinese: Story = {
  globals: inChinese,
  args: {
    label: '关于 Heartline',
    tagline: '跨越语言，遇见彼此',
    links: links('zh-CN', ['关于我们', '交友安全', '隐私条款', '帮助中心']),
    note: '© 2025 Heartline · 让不同语言的人相遇',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '关于我们' })).toHaveAttribute(
      'href',
      '/pages/zh-CN/about.html',
    );
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Über Heartline',
    tagline: 'Menschen über Sprachgrenzen hinweg kennenlernen',
    links: links('de', ['Über uns', 'Sicheres Dating', 'Datenschutz', 'Hilfe-Center']),
    note: '© 2025 Heartline. Gemacht für Begegnungen über Sprachgrenzen hinweg.',
  },
};

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { globals: inDark };
