import {readdirSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against the built site, served by Debian's nginx with the
 * production configuration deploy/rainbond-docs.conf (scripts/nginx.mjs):
 * - build/      (both locales) served on 3100, at desktop and phone width;
 * - build-alt/  (zh, RAINBOND_SITE_VARIANT=alt: closeable announcement, colour-mode switch; and hosted
 *   search: the Algolia variables set to dummy values) on 3101, for variant.spec.ts and search-hosted.spec.ts;
 * - the development server (`npm start`, zh) on 3103.
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

// Which build to test and where to serve it (defaults: build/ on 3100, build-alt/ on 3101).
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const port = Number(process.env.E2E_PORT ?? 3100);
const altBuildDir = process.env.E2E_ALT_BUILD_DIR ?? 'build-alt';
const altPort = Number(process.env.E2E_ALT_PORT ?? 3101);

// The offline archive (`npm run package`), unpacked and served with the nginx configuration it
// carries, on 3104: tests/e2e/templates.spec.ts and archive.spec.ts (the `archive` project).
// `npm test` sets E2E_ARCHIVE; locally the archive is used when it exists.
const archive = process.env.E2E_ARCHIVE ?? readdirSync('.').find((f) => /^rainbond-docs-[\d.]+\.tar\.gz$/.test(f));
const archivePort = Number(process.env.E2E_ARCHIVE_PORT ?? 3104);

// `docusaurus start` (what writers run as `npm start`), on 3103: tests/e2e/dev-server.spec.ts.
const devPort = Number(process.env.E2E_DEV_PORT ?? 3103);
const devServer = process.env.E2E_DEV_SERVER ?? 'start';

const launchOptions = {executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Searches and lazy chunks can take seconds on a loaded 2-core machine.
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      // accessibility.spec.ts is the phone-width axe run; templates.spec.ts runs axe at this width.
      testIgnore: /(variant|search-hosted|dev-server|archive|accessibility)\.spec\.ts/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions},
    },
    {
      // At 390 px, the tests whose behaviour depends on the width (tagged @phone): menus, layouts,
      // overflow, the popup's size, one page of each family.
      name: 'mobile',
      testIgnore: /(variant|search-hosted|dev-server|archive)\.spec\.ts/,
      grep: /@phone/,
      use: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions},
    },
    {
      name: 'variant',
      testMatch: /(variant|search-hosted)\.spec\.ts/,
      use: {baseURL: `http://localhost:${altPort}`, viewport: {width: 1280, height: 800}, launchOptions},
    },
    ...(archive
      ? [
          {
            name: 'archive',
            testMatch: /(templates|archive)\.spec\.ts/,
            grep: /@archive/,
            use: {baseURL: `http://localhost:${archivePort}`, viewport: {width: 1280, height: 800}, launchOptions},
          },
        ]
      : []),
    {
      name: 'dev',
      testMatch: /dev-server\.spec\.ts/,
      use: {baseURL: `http://localhost:${devPort}`, viewport: {width: 1280, height: 800}, launchOptions},
    },
  ],
  webServer: [
    {
      command: `node scripts/nginx.mjs --dir ${buildDir} --port ${port}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/nginx.mjs --dir ${altBuildDir} --port ${altPort}`,
      url: `http://localhost:${altPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // E2E_DEV_SERVER=none: no development server (npm test runs the other projects while it compiles);
    // =external: one already started (npm test's), waited for until it answers.
    ...(devServer === 'none'
      ? []
      : [
          devServer === 'external'
            ? {
                command: 'node -e "setInterval(() => {}, 1 << 30)"',
                url: `http://localhost:${devPort}/docs/`,
                reuseExistingServer: true,
                timeout: 300_000,
              }
            : {
                // Its own generated-files folder, so it never touches a build's.
                command: `npx docusaurus start --port ${devPort} --host localhost --no-open`,
                url: `http://localhost:${devPort}/docs/`,
                env: {BROWSER: 'none', DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-dev'},
                reuseExistingServer: !process.env.CI,
                timeout: 240_000,
              },
        ]),
    ...(archive
      ? [
          {
            command: `node scripts/nginx.mjs --archive ${archive} --port ${archivePort}`,
            url: `http://localhost:${archivePort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
