import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Keeps what the page showed when a journey failed, and says where. */
export async function screenshotOnFailure(page: Page, testName: string, trail: string[] = []) {
  const folder = path.join(tmpdir(), 'heartline-e2e-failures');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true });
    console.error(`Screenshot of the failed journey: ${file} (at ${page.url()})`);
    console.error(`What the page did:\n  ${trail.join('\n  ')}`);
  } catch (error) {
    console.error('No screenshot of the failed journey:', error);
  }
}
