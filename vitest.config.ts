import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { souqIdentifiers } from './build/cssIdentifiers.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: souqIdentifiers })],
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'demo-site/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'stories/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['tests/unit/setup.ts'],
    css: true,
    // Vitest keeps one CPU for itself by default; on these 2-core machines that leaves one worker.
    maxWorkers: 2,
    // Set-up hooks open embedded databases, which take seconds when both cores are busy.
    hookTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
    reporters: process.env.CI_REPORT_DIR
      ? [
          'default',
          [
            'json',
            {
              outputFile: `${process.env.CI_REPORT_DIR}/${process.env.VITEST_REPORT_NAME ?? 'vitest'}.json`,
            },
          ],
        ]
      : ['default'],
  },
});
