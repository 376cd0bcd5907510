// The throttled phone that phone.mjs and trace.mjs open pages on: Debian's Chromium
// (playwright-core, headless) at 390×844, 3× pixels, touch; DevTools throttling of
// 4× CPU, 150 ms round trip, 1.6 Mbps down and 750 kbps up (the profile).
import { chromium } from 'playwright-core';

/** The network's part of the profile (bytes a second), as CDP takes it. */
export const NETWORK = { latency: 150, down: 1.6e6 / 8, up: 750e3 / 8 };

/** The CPU slowdown of the profile. */
export const CPU = 4;

/** The phone's screen, as `browser.newContext` takes it. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** Headless Chromium (`CHROME_PATH`, else /usr/bin/chromium), nothing in the background. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** Opens a CDP session on `page` with the network and `cpu` throttling set; resolves to it. */
export async function throttle(page, cpu = CPU) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latency,
    downloadThroughput: NETWORK.down,
    uploadThroughput: NETWORK.up,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return session;
}

/**
 * Waits until the service worker controls `page` (its cache is then complete: it
 * claims the page once installed). The predicate is synchronous: one that returns a
 * promise would not wait (Playwright takes the promise for a truthy answer), and a
 * "warm" visit would race the worker's install over the throttled network, served by
 * the HTTP cache.
 */
export function workerControls(page) {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}
