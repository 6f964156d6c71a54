import { describe, expect, it } from 'vitest';
import { maxSideFor, prepareImage, RejectedImageError } from './prepareImage';

describe('maxSideFor: the 1920 x 1080 box turned to the image', () => {
  it('limits a wide landscape photo by its width', () => expect(maxSideFor(4000, 1000)).toBe(1920));
  it('limits a 4:3 landscape photo by its height', () => expect(maxSideFor(4000, 3000)).toBe(1440));
  it('limits a portrait photo to 1080 wide', () => expect(maxSideFor(3000, 4000)).toBe(1440));
  it('never enlarges a small image', () => expect(maxSideFor(800, 600)).toBe(800));
});

describe('prepareImage', () => {
  it('refuses what is not JPG, PNG or GIF', async () => {
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await expect(prepareImage(file)).rejects.toBeInstanceOf(RejectedImageError);
  });

  it('keeps small images and GIFs as they are', async () => {
    const small = new File([new Uint8Array(1000)], 'a.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(200_000)], 'b.gif', { type: 'image/gif' });
    expect(await prepareImage(small)).toBe(small);
    expect(await prepareImage(gif)).toBe(gif);
  });
});
