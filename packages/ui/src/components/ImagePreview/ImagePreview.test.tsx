import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeModalBehaviour } from '../../private/Modal/modalBehaviour';
import { render } from '../../../test/render';
import lakeSunset from './fixtures/lake-sunset.svg';
import { ImagePreview, type ImagePreviewProps } from './ImagePreview';

const props: ImagePreviewProps = {
  open: true,
  src: lakeSunset,
  alt: 'Sunset over a lake',
  title: 'Photo from Mia',
  labels: {
    close: 'Close',
    zoom: 'Zoom',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Reset zoom',
    loading: 'Loading photo',
    failed: 'This photo could not be loaded',
  },
  locale: 'en',
  onClose: () => {},
};

describeModalBehaviour('ImagePreview', {
  name: 'Photo from Mia',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => <ImagePreview {...props} open={open} onClose={onClose} />,
});

const level = () => page.getByRole('status');

function wheel(deltaY: number) {
  const picture = page.getByRole('img', { name: 'Sunset over a lake' }).element();
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
  act(() => void picture.dispatchEvent(event));
  return event;
}

describe('ImagePreview', () => {
  it('zooms by steps of 1.2 with the wheel and keeps the page from zooming', async () => {
    await render(<ImagePreview {...props} />);
    expect(wheel(-100).defaultPrevented).toBe(true);
    await expect.element(level()).toHaveTextContent('120%');
    wheel(-100);
    await expect.element(level()).toHaveTextContent('144%');
    wheel(100);
    await expect.element(level()).toHaveTextContent('120%');
  });

  it.each([
    ['+', '120%'],
    ['=', '120%'],
    ['-', '83%'],
  ])('zooms with the %s key', async (key, expected) => {
    await render(<ImagePreview {...props} />);
    await userEvent.keyboard(key);
    await expect.element(level()).toHaveTextContent(expected);
  });

  it('resets with 0 and the reset button, which is off until something changed', async () => {
    await render(<ImagePreview {...props} />);
    const reset = page.getByRole('button', { name: 'Reset zoom' });
    await expect.element(reset).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('++');
    await expect.element(level()).toHaveTextContent('144%');
    await userEvent.keyboard('0');
    await expect.element(level()).toHaveTextContent('100%');
    await userEvent.keyboard('+');
    await userEvent.click(reset);
    await expect.element(level()).toHaveTextContent('100%');
  });

  it('stops at 430% and 48%', async () => {
    await render(<ImagePreview {...props} />);
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 8; i += 1) await userEvent.click(zoomIn);
    await expect.element(level()).toHaveTextContent('430%');
    await expect.element(zoomIn).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 14; i += 1) await userEvent.keyboard('-');
    await expect.element(level()).toHaveTextContent('48%');
  });

  it('starts fitted again when opened again', async () => {
    const { rerender } = await render(<ImagePreview {...props} />);
    await userEvent.keyboard('+');
    await rerender(<ImagePreview {...props} open={false} />);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await rerender(<ImagePreview {...props} />);
    await expect.element(level()).toHaveTextContent('100%');
  });

  it('tells when the picture cannot be loaded', async () => {
    await render(<ImagePreview {...props} src="/no-such-photo.png" />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This photo could not be loaded');
  });
});
