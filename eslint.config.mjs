// Lint rules for the whole repository: typescript-eslint's recommended set on TypeScript, the JS recommended set
// on scripts; formatting is Prettier's job (`npm run format`), not the linter's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.e2e/', '.bench/', '.fuzz/', '.vscode-test/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Prettier wraps code at 120 columns but leaves long strings and comments alone: those are kept in bounds here.
    files: ['src/**/*.ts', 'extension/**/*.ts', 'webview/**/*.ts'],
    rules: { 'max-len': ['error', { code: 120, ignoreUrls: true }] },
  },
  {
    files: ['**/*.cjs', 'bin/*.js'], // CommonJS
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
