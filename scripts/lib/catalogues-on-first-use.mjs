// The Polish and Russian catalogues (l10n/bundle.l10n.*.json) are imported by src/l10n/catalogue.ts as objects: in a
// bundle, two object literals of some 700 KB that every start creates and that make up 0.46 MB of the CLI's V8 code
// cache, though a run in English never reads them. This esbuild plugin gives that import an object that reads the
// catalogue on its first lookup instead (the bundle still holds it, in a function run then).
import path from 'node:path';

const namespace = 'catalogue-on-first-use';

export const cataloguesOnFirstUse = {
  name: namespace,
  setup(build) {
    build.onResolve({ filter: /[\\/]bundle\.l10n\.[a-z-]+\.json$/ }, (args) =>
      args.namespace === namespace
        ? undefined
        : { path: path.relative(process.cwd(), path.resolve(args.resolveDir, args.path)), namespace },
    );
    build.onLoad({ filter: /.*/, namespace }, (args) => ({
      resolveDir: path.resolve(path.dirname(args.path)),
      loader: 'js',
      contents: `let table;
const load = () => (table ??= require(${JSON.stringify(`./${path.basename(args.path)}`)}));
export default new Proxy({}, {
  get: (_, key) => load()[key],
  has: (_, key) => key in load(),
  ownKeys: () => Reflect.ownKeys(load()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(load(), key),
});
`,
    }));
  },
};
