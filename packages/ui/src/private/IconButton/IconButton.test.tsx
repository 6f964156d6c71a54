import { expect, it } from 'vitest';
import { render } from '../../../test/render';
import { IconButton } from './IconButton';

// The production build splits the style sheets by chunk, so a consumer's class (the dialog's close
// button, an album tile's delete button) can come before IconButton's own in the document. With
// equal specificity the later sheet wins: IconButton must set nothing a consumer places it with,
// or the dialogs' close button falls to the bottom-left.
it("leaves its place to the consumer's class, whatever the order of the style sheets", async () => {
  const earlier = document.createElement('style');
  earlier.textContent = '.placed { position: absolute; top: 0; right: 0; }';
  document.head.prepend(earlier);
  try {
    const { container } = await render(
      <div style={{ position: 'relative', width: 300, height: 200 }}>
        <IconButton label="Close" icon={<span />} className="placed" />
      </div>,
    );
    const button = container.querySelector('button')!;
    expect(getComputedStyle(button).position).toBe('absolute');
    expect(button.getBoundingClientRect().top).toBe(container.getBoundingClientRect().top);
  } finally {
    earlier.remove();
  }
});
