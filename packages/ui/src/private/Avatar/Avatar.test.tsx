import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../../test/render';
import { Avatar } from './Avatar';

const photo =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"%3E%3Crect width="8" height="8" fill="red"/%3E%3C/svg%3E';

const avatar = () => page.getByRole('img', { name: 'Mia' }).element();

describe('Avatar', () => {
  it('shows the photo once it has loaded, in place of the initial', async () => {
    await render(<Avatar name="Mia" src={photo} size="large" />);
    await expect.poll(() => avatar().textContent).toBe('');
    const img = avatar().querySelector('img')!;
    expect(img).toHaveAttribute('data-status', 'loaded');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '56');
  });

  it('keeps the initial when the photo cannot be loaded', async () => {
    await render(<Avatar name="Mia" src="/no-such-photo.png" />);
    await expect.poll(() => avatar().querySelector('img')).toBeNull();
    expect(avatar().textContent).toBe('M');
  });

  it('asks for the copy that fits its size', async () => {
    const upload = '/uploads/avatar/100001/9f2c4e0a1b2c3d4e5f607182.png';
    await render(<Avatar name="Mia" src={upload} size="small" loading="eager" />);
    const img = avatar().querySelector('img')!;
    expect(img.getAttribute('sizes')).toBe('32px');
    expect(img.getAttribute('srcset')).toContain(`${upload}.w160.webp 160w`);
    expect(img).toHaveAttribute('loading', 'eager');
  });
});
