import { MemoryHub } from './hub';

let shared: MemoryHub | undefined;

/** One hub per page, for memory clients created without one (Storybook's chat pages). */
export function defaultMemoryHub(): MemoryHub {
  shared ??= new MemoryHub();
  return shared;
}
