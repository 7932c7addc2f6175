import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'test/webview/**', 'node_modules/**'],
    testTimeout: 180_000,
    pool: 'forks',
    setupFiles: ['test/setup/node-platform.ts'],
    // The CLI speaks the environment's language: the tests expect English on any machine (test/l10n sets others).
    env: { LC_ALL: 'C.UTF-8' },
  },
});
