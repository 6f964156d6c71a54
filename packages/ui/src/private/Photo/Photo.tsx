import type { ImgHTMLAttributes, Ref } from 'react';
import { responsiveImage } from './responsiveImage';

export type PhotoProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading'
> & {
  /** The address as given; an upload of this server also gets its smaller copies. */
  src: string;
  /** What the picture shows, for screen readers; '' when it only decorates. */
  alt: string;
  /** How wide it is shown: a CSS length or media conditions ("56px"), for choosing a copy. */
  sizes: string;
  /** The box it is shown in, in CSS px (or its ratio): the page keeps the place while it loads. */
  width: number;
  height: number;
  /** `eager` for the first screen's main picture; others load as they are scrolled near. */
  loading?: 'lazy' | 'eager';
  /** Forwarded to the <img>. */
  ref?: Ref<HTMLImageElement>;
};

/**
 * An uploaded photo: the copy of the size it is shown at (srcset), decoded off the main thread,
 * loaded when scrolled near, in a box of known size. Styling stays with the caller.
 */
export function Photo({ src, alt, sizes, loading = 'lazy', ...props }: PhotoProps) {
  return (
    <img {...responsiveImage(src, sizes)} alt={alt} loading={loading} decoding="async" {...props} />
  );
}
