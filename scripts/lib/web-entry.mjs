// The web extension host's bundle (package.json `browser`): one CommonJS file for a web worker, `vscode` external,
// built by scripts/build.mjs and checked by test/platform/browser-bundle.test.ts to reach no Node module.

/**
 * 7-Zip's module loads Node's `module` only when it runs in Node (`await import("module")` behind its own check);
 * the web bundle never takes that branch, so the import resolves to an empty module rather than to nothing.
 */
const nodeOnlyStubs = {
  name: 'node-only-stubs',
  setup(build) {
    build.onResolve({ filter: /^module$/ }, (args) => ({ path: args.path, namespace: 'node-only-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'node-only-stub' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/** The parse worker as a Web Worker's script, which the web bundle starts from a blob (extension/web/web-workers.ts). */
export const webParseWorker = {
  entryPoints: ['extension/web/parse-worker.ts'],
  outfile: 'dist/web/parse-worker.js',
  platform: 'browser',
  format: 'iife',
  plugins: [nodeOnlyStubs],
};

export const webEntry = {
  entryPoints: ['extension/browser.ts'],
  outfile: 'dist/web/extension.js',
  platform: 'browser',
  format: 'cjs',
  external: ['vscode'],
  plugins: [nodeOnlyStubs],
};
