import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The spec's script chunk load time-out: a page that has not arrived by then fails to load. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A lazy page that can also be fetched before it renders (see preloadRoute.ts). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * A page that is its own chunk, loaded when first shown (inside a Suspense boundary) or earlier
 * through `preload`. A chunk that does not arrive within 120 s rejects, and the route error
 * boundary offers to try again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= withTimeout(load()).catch((error: unknown) => {
      // A failed load may be tried again (the error boundary's "try again").
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const page = lazy(loadOnce) as LazyPage;
  page.preload = () => void loadOnce().catch(() => undefined);
  return page;
}

async function withTimeout<T>(loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Page chunk did not load within ${CHUNK_TIMEOUT_MS / 1000} s`)),
      CHUNK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([loading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
