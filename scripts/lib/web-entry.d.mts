import type { BuildOptions } from 'esbuild';

export const webEntry: BuildOptions & { entryPoints: string[]; outfile: string };
export const webParseWorker: BuildOptions & { entryPoints: string[]; outfile: string };
