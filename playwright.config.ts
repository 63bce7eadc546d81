import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
/** The partner page's origin, served by the same process on the next port (demo-site/server/main.ts). */
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? port + 1);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6017);
const reportDir = process.env.CI_REPORT_DIR;

/** End-to-end tests drive Debian's Chromium; no browser is ever downloaded. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where a shared host can stall a browser; a test that passes only on its
  // retry is still named as flaky in CI's closing lines (scripts/countTestResults.ts).
  retries: process.env.CI ? 1 : 0,
  reporter: reportDir
    ? [['list'], ['json', { outputFile: `${reportDir}/playwright.json` }]]
    : [['list']],
  projects: [
    {
      name: 'storefront',
      testIgnore: [/stories\.\w+\.spec\.ts$/, /partner\.spec\.ts$/, /maintenance\.spec\.ts$/],
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'partner',
      testMatch: /partner\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${partnerPort}` },
    },
    // Maintenance closes the whole shop: its tests run once every other test on the server is done.
    {
      name: 'shop-wide',
      testMatch: /maintenance\.spec\.ts$/,
      dependencies: ['storefront', 'partner'],
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'stories',
      testMatch: /stories\.\w+\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
  ],
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The real thing: the built storefront, the embed build and the API on one port, the partner
  // page on the next, over a fresh embedded database seeded at the small scale (the full catalog
  // is for `npm start`).
  webServer: [
    {
      command: 'rm -rf .data/e2e && npm run build && npm run serve',
      env: {
        PORT: String(port),
        PARTNER_PORT: String(partnerPort),
        HOST: '127.0.0.1',
        SOUQ_DATA_DIR: '.data/e2e/pglite',
        SOUQ_IMAGES_DIR: '.data/e2e/images',
        SOUQ_SEED_SCALE: 'small',
        SOUQ_AUTH_RATE_LIMIT: '1000',
        SOUQ_CATALOG_RATE_LIMIT: '100000',
        // The checkout journeys change the shop's configuration and stock (tests/e2e/e2eControls.ts)
        // and watch an order reach delivered: a step every 3 s instead of every minute.
        SOUQ_E2E_CONTROLS: '1',
        SOUQ_ORDER_PACE: '3',
      },
      url: `http://127.0.0.1:${port}/api/v1/config`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    // The static Storybook that `npm run test:e2e` builds first, for the stories' axe checks.
    {
      command: `tsx scripts/serveStatic.ts storybook-static ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
