import { lazy, type ComponentType } from 'react';

/** The spec's script chunk load time-out: a page that has not arrived by then fails to load. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A page that is its own chunk, loaded when first shown (inside a Suspense boundary). A chunk
 * that does not arrive within 120 s rejects, and the route error boundary offers to try again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Page chunk did not load within ${CHUNK_TIMEOUT_MS / 1000} s`)),
        CHUNK_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([load(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  });
}
