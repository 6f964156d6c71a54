import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { atoms, type Atoms } from '../sprinkles.css';

export type BoxProps = Atoms &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Atoms | 'as'> & {
    /** The element to render; a `div` unless said otherwise. */
    as?: ElementType;
    /** Forwarded to the rendered element. */
    ref?: Ref<HTMLElement>;
  };

/**
 * The layout primitive: every sprinkle (`atoms`) is a prop; everything else goes to the element.
 * Use it for layout between components; a component's own look belongs in its `.css.ts`.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const elementProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (atoms.properties.has(key as keyof Atoms)) atomProps[key] = value;
    else elementProps[key] = value;
  }
  return createElement(as, {
    className: cx(atoms(atomProps as Atoms), className),
    ...elementProps,
  });
}
