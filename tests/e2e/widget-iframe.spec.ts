import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { demoUrl } from './support/widget-demo';

async function framedPage(page: Page): Promise<Frame> {
  const frame = await page.locator('iframe[data-kitebook]').elementHandle();
  const content = await frame?.contentFrame();
  if (!content) throw new Error('the iframe has no document');
  return content;
}

const frameHeight = (page: Page) =>
  page.locator('iframe[data-kitebook]').evaluate((frame) => frame.getBoundingClientRect().height);

/** Whether the framed document scrolls: its content is taller than the frame. */
const scrolls = (frame: Frame) =>
  frame.evaluate(
    () => document.documentElement.scrollHeight > document.documentElement.clientHeight,
  );

test('the iframe embed grows with its content without a scrollbar', async ({ page }, testInfo) => {
  await page.goto(demoUrl(testInfo, 'iframe.html'));
  // Chromium pauses rendering (and so ResizeObserver) in a cross-origin frame out of view: the
  // frame grows once the reader scrolls to it, as here.
  await page.locator('iframe[data-kitebook]').scrollIntoViewIfNeeded();
  const frame = await framedPage(page);
  await expect(frame.getByRole('main')).toBeVisible();
  // The list arrives after the first paint; measure once it has, so only our changes count.
  await expect(frame.getByRole('status').filter({ hasText: /offers found$/ })).toBeVisible();

  // The portal page posts its height; the loader sets it (the site's CSS says 300 px).
  await expect.poll(() => frameHeight(page)).not.toBe(300);
  await expect.poll(() => scrolls(frame)).toBe(false);

  const before = await frameHeight(page);
  await frame.evaluate(() => {
    const block = document.createElement('div');
    block.id = 'taller';
    block.style.height = '700px';
    document.querySelector('main')!.append(block);
  });
  await expect.poll(() => frameHeight(page)).toBeGreaterThanOrEqual(before + 700);
  await expect.poll(() => scrolls(frame)).toBe(false);

  // A height from the partner's own origin, not the portal's, is ignored.
  const grown = await frameHeight(page);
  await page.evaluate(() => window.postMessage({ type: 'kitebook:resize', height: 40 }, '*'));
  await page.waitForTimeout(200);
  expect(await frameHeight(page)).toBe(grown);
});
