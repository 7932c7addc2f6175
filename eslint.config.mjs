// Lint rules for the whole repository: typescript-eslint's recommended set on TypeScript, the JS recommended set
// on scripts; formatting is Prettier's job (`npm run format`), not the linter's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import { builtinModules } from 'node:module';

// The house's boundaries (docs/architecture.md, "Layers"): the layers import one way, lowest first; a format imports
// only src/core and its own folder; the code shared by every format (the rest of src/, extension/, webview/) reaches a
// format only through the registry (src/formats/index.ts) and the codec's hooks, never its internals; the pages
// import only their protocols and the plain helpers beneath them; nothing in src/ (shared by the CLI, the workers and
// the extension) imports VS Code or uses the page's DOM; and code shared with the web build imports no Node module and
// uses no Node global: what differs goes through the platform seam (src/platform/, extension/platform.ts).
const formatIds = fs
  .readdirSync('src/formats', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const formatZones = formatIds.map((id) => ({
  target: `./src/formats/${id}`,
  from: './src',
  except: ['./core', `./formats/${id}`],
  message: 'a format imports only src/core and its own folder (docs/architecture.md, "How to add a format")',
}));
const internals = 'only the registry (src/formats/index.ts) and src/core: give the codec a hook (src/core/format.ts)';
const sharedZones = [
  {
    target: ['./src/!(formats|archives)/**', './src/*.ts', './extension/**', './webview/**'],
    from: './src/formats',
    except: ['./index.ts'],
    message: `shared code imports ${internals}`,
  },
  // Spring map archives hold Spring maps: they read a map's header and tile file names from the smf family's index.
  {
    target: './src/archives',
    from: './src/formats',
    except: ['./index.ts', './smf/index.ts'],
    message: `the map archive checks import the smf family's index.ts, else ${internals}`,
  },
];

// Lowest first. A folder (or top-level file) imports from itself and the layers below it: never from another folder
// of its own layer, never from a layer above, never from the pages.
const layers = [
  ['src/core', 'src/channel'],
  ['src/formats', 'src/l10n', 'src/platform'],
  ['src/analysis.ts', 'src/protocol.ts'],
  ['src/archives', 'src/fix', 'src/diff', 'src/page-boot.ts'],
  ['src/editor', 'src/compare', 'src/input', 'src/rules-doc.ts'],
  ['src/check', 'src/agent'],
  ['src/workspace'],
  ['src/cli', 'extension'],
];
const placed = new Set(layers.flat());
for (const entry of fs.readdirSync('src'))
  if (!placed.has(`src/${entry}`))
    throw new Error(`src/${entry} is on no layer: place it in eslint.config.mjs and docs`);
const layerZones = layers.flatMap((layer, i) =>
  layer.map((place) => ({
    target: `./${place}`,
    from: [...layer.filter((p) => p !== place), ...layers.slice(i + 1).flat(), 'webview'].map((p) => `./${p}`),
    message: `${place} is on layer ${i + 1}: it imports only from itself and the layers below (docs/architecture.md, "Layers")`,
  })),
);
// The pages run in a webview: they see the protocols they speak and the plain code beneath them, never the host.
const pageZones = [
  { target: './webview', from: './extension', message: 'a page talks to the host through its protocol only' },
  {
    target: './webview',
    from: './src',
    except: [
      './core',
      './channel',
      './protocol.ts',
      './page-boot.ts',
      './compare/diff-view-protocol.ts',
      './compare/diff-tree.ts',
      './diff',
    ],
    message:
      "a page imports only its protocol (src/protocol.ts, src/compare/diff-view-protocol.ts), src/channel, src/core and the Compare view's differences (src/diff, src/compare/diff-tree.ts)",
  },
];

// Node-only code: the command line and what only it reads with (inputs, checks of files on disk), the Node sides of
// the platform seam and the Node workers' entry points. Everything else also runs in VS Code's web worker host.
const nodeOnly = [
  'src/cli/**',
  'src/input/**',
  'src/check/**',
  'src/platform/node/**',
  'src/channel/worker-pool.ts',
  'extension/node/**',
  'extension/parse-worker.ts',
  'extension/job-worker.ts',
];
const webSafe = 'shared with the web build (no Node there): go through the platform seam (src/platform/)';
const nodeModules = builtinModules
  .filter((m) => !m.startsWith('_'))
  .flatMap((m) => [m, `node:${m}`])
  .map((name) => ({ name, allowTypeImports: true, message: `a Node module: this file is ${webSafe}` }));
const nodeGlobals = ['process', 'Buffer', 'require', '__dirname', '__filename', 'setImmediate', 'global'].map(
  (name) => ({ name, message: `a Node global: this file is ${webSafe}` }),
);
const vscodeInSrc = { name: 'vscode', message: 'src/ runs outside VS Code too' };
const domInSrc = ['window', 'document', 'navigator', 'HTMLElement', 'requestAnimationFrame', 'localStorage'].map(
  (name) => ({ name, message: 'src/ runs in Node (CLI, workers) as well as in pages: no DOM' }),
);

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
    files: ['src/**/*.ts', 'extension/**/*.ts', 'webview/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...formatZones, ...sharedZones, ...layerZones, ...pageZones] },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [vscodeInSrc] }],
      'no-restricted-globals': ['error', ...domInSrc],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: nodeOnly,
    rules: {
      'no-restricted-imports': ['error', { paths: [vscodeInSrc, ...nodeModules] }],
      'no-restricted-globals': ['error', ...domInSrc, ...nodeGlobals],
    },
  },
  {
    files: ['extension/**/*.ts'],
    ignores: nodeOnly,
    rules: {
      'no-restricted-imports': ['error', { paths: nodeModules }],
      'no-restricted-globals': ['error', ...nodeGlobals],
    },
  },
  {
    files: ['**/*.cjs', 'bin/*.js'], // CommonJS
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
