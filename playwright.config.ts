import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against the built site:
 * - build/      (both locales) served on 3100, at desktop and phone width;
 * - build-alt/  (zh, RAINBOND_SITE_VARIANT=alt: closeable announcement, colour-mode switch) on 3101.
 * `npm test` builds both before running this.
 */
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const launchOptions = {executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: 'http://localhost:3100',
    launchOptions,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /variant\.spec\.ts/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions},
    },
    {
      name: 'mobile',
      testIgnore: /variant\.spec\.ts/,
      use: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions},
    },
    {
      name: 'variant',
      testMatch: /variant\.spec\.ts/,
      use: {baseURL: 'http://localhost:3101', viewport: {width: 1280, height: 800}, launchOptions},
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs --dir build --port 3100',
      url: 'http://localhost:3100/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve.mjs --dir build-alt --port 3101',
      url: 'http://localhost:3101/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
