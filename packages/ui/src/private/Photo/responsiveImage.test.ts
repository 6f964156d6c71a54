import { describe, expect, it } from 'vitest';
import { responsiveImage, sizesFor } from './responsiveImage';

const name = '9f2c4e0a1b2c3d4e5f607182';

describe('responsiveImage', () => {
  it("lists a public upload's WebP copies by width", () => {
    const src = `/uploads/dynamic/100001/${name}.jpg`;
    expect(responsiveImage(src, '360px')).toEqual({
      src,
      srcSet: [160, 480, 1080].map((w) => `${src}.w${w}.webp ${w}w`).join(', '),
      sizes: '360px',
    });
  });

  it("keeps a signed address's query on every copy (the signature opens them)", () => {
    const path = `/api/image/album/100001/${name}.png`;
    const query = '?ctx=album-7&viewer=u100002&exp=1790000000&sig=Ab-_09';
    const image = responsiveImage(path + query, '160px');
    expect(image.src).toBe(path + query);
    expect(image.srcSet?.split(', ')).toEqual([
      `${path}.w160.webp${query} 160w`,
      `${path}.w480.webp${query} 480w`,
      `${path}.w1080.webp${query} 1080w`,
    ]);
  });

  it.each([
    ['a GIF', `/uploads/chat/100001/${name}.gif`],
    ['a drawn picture', '/uploads/avatar/100001/initial.svg'],
    ['a fixed name', '/uploads/avatar/100001/avatar.png'],
    ['a copy already', `/uploads/dynamic/100001/${name}.jpg.w480.webp`],
    [
      'a cloud bucket',
      `https://heartline-media.oss-ap-southeast-1.aliyuncs.com/u100001/${name}.jpg`,
    ],
    ['another site', `https://example.com/uploads/dynamic/100001/${name}.jpg`],
    ['a data: address', 'data:image/png;base64,iVBORw0KGgo='],
    ['a blob: address', 'blob:http://localhost/6c1d1f6e-3a43-4f0e-9d0a-1c2b3d4e5f60'],
    ['a Storybook fixture', '/src/private/Avatar/fixtures/portrait.svg'],
    ['nothing', ''],
  ])('leaves %s as it is', (_, src) => {
    expect(responsiveImage(src, '56px')).toEqual({ src });
  });

  it('gives a width below the layout breakpoint and another from it on', () => {
    expect(sizesFor({ narrow: '100vw', wide: '320px' })).toBe('(max-width: 767.98px) 100vw, 320px');
  });
});
