// fflate builds its Huffman tables and loads worker_threads when its module is initialised: 5-10 ms of CPU at the
// start of every CLI run (and every worker's), though inflating is rare there (a RAM's memory in a Logic World tree,
// a PNG imported). This esbuild plugin puts fflate-shim.cjs in its place for every importer but the shim, which
// loads fflate on the first call.
import { fileURLToPath } from 'node:url';

const shim = fileURLToPath(new URL('./fflate-shim.cjs', import.meta.url));

export const fflateOnFirstUse = {
  name: 'fflate-on-first-use',
  setup(build) {
    build.onResolve({ filter: /^fflate$/ }, (args) => (args.importer === shim ? undefined : { path: shim }));
  },
};
