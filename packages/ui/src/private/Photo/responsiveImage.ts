import { breakpoint } from '../../theme/tokens';

/**
 * The widths the server stores every uploaded JPEG and PNG at, as WebP (openapi `ImageUrl`;
 * apps/server renditions.ts): `<path>.w<width>.webp`, the query of a signed address kept.
 */
export const renditionWidths = [160, 480, 1080] as const;

/** `sizes` for a picture shown `narrow` wide below the layout breakpoint and `wide` from it on. */
export const sizesFor = ({ narrow, wide }: { narrow: string; wide: string }) =>
  `(max-width: ${breakpoint.wide - 0.02}px) ${narrow}, ${wide}`;

/**
 * An upload of this server: /uploads/ (public) or /api/image/ (private, signed), then
 * `<purpose>/<account>/<24 hex digits>.jpg|png`, then the query. Anything else (GIFs, drawn SVG
 * pictures, cloud buckets, other sites, data: and blob: addresses) has no copies.
 */
const upload =
  /^(\/(?:uploads|api\/image)\/[a-z]+\/[\w-]+\/[0-9a-f]{24}\.(?:jpg|png))(\?[^\s,]*)?$/;

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

/**
 * The `<img>` attributes that let the browser load the copy that fits: `src` stays the address
 * as given (what an image without copies shows), `srcSet` lists the copies by width and `sizes`
 * says how wide the picture is shown (a CSS length, or media conditions: "56px",
 * "(max-width: 767.98px) 100vw, 360px").
 */
export function responsiveImage(src: string, sizes: string): ResponsiveImage {
  const match = upload.exec(src);
  if (!match) return { src };
  const [, path, query = ''] = match;
  const srcSet = renditionWidths.map((width) => `${path}.w${width}.webp${query} ${width}w`);
  return { src, srcSet: srcSet.join(', '), sizes };
}
