import type { NavigateOptions, To } from 'react-router';

// The app routes with <BrowserRouter> (and the stories with <MemoryRouter>): in this declarative
// mode `navigate()` returns nothing. React Router types it `void | Promise<void>` because a data
// router (<RouterProvider>) returns a promise; this is the augmentation its docs give for
// <BrowserRouter>. Moving to a data router means turning it into `Promise<void>` and awaiting.
declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
