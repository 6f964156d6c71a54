import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../../test/render';
import { Photo } from './Photo';

const upload = '/uploads/dynamic/100001/9f2c4e0a1b2c3d4e5f607182.jpg';
const dot =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="3"%3E%3C/svg%3E';

describe('Photo', () => {
  it('offers the copies of an upload, lazily, decoded off the main thread, in a sized box', async () => {
    await render(<Photo src={upload} alt="A beach" sizes="200px" width={200} height={150} />);
    const img = page.getByRole('img', { name: 'A beach' }).element() as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(upload);
    expect(img.getAttribute('srcset')).toBe(
      `${upload}.w160.webp 160w, ${upload}.w480.webp 480w, ${upload}.w1080.webp 1080w`,
    );
    expect(img.getAttribute('sizes')).toBe('200px');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '150');
  });

  it('shows any other address as it is, and loads at once when asked', async () => {
    await render(
      <Photo
        src={dot}
        alt=""
        sizes="56px"
        width={56}
        height={56}
        loading="eager"
        data-testid="p"
      />,
    );
    const img = page.getByTestId('p').element() as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(dot);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img).toHaveAttribute('loading', 'eager');
  });
});
