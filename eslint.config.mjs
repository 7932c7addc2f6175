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
    files: ['**/*.cjs', 'bin/*.js'], // CommonJS
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
