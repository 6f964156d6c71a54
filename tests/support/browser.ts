import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export type BrowserOptions = {
  /**
   * A camera for getUserMedia: Chromium's fake device (a moving test picture) instead of a real
   * one, allowed without asking. For journeys that take a photo (photo verification).
   */
  fakeCamera?: boolean;
};

/** Debian's Chromium, headless, with the flags it needs as root on this network (toolchain.md). */
export function launchBrowser({ fakeCamera = false }: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(fakeCamera
        ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
        : []),
    ],
  });
}

export type Viewport = 'wide' | 'narrow';

const viewports = {
  wide: { width: 1280, height: 800 },
  narrow: { width: 375, height: 812 },
} as const;

/** A fresh visitor (no cookies) at 1280 or 375 px, whose browser prefers English. */
export async function newVisitor(
  browser: Browser,
  viewport: Viewport,
): Promise<{ context: BrowserContext; page: Page; pageErrors: Error[]; trail: string[] }> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    locale: 'en-US',
    isMobile: viewport === 'narrow',
    hasTouch: viewport === 'narrow',
  });
  const page = await context.newPage();
  // A script error is a failed journey, whatever the screen shows: each test asserts none.
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // What the page did, for the report of a failed journey: API answers and navigations.
  const trail: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/')) trail.push(`${response.status()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`-> ${frame.url()}`);
  });
  return { context, page, pageErrors, trail };
}

export const demo = { account: 'demo@heartline.app', password: 'heartline1' } as const;
