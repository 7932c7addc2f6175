// esbuild keeps the characters of a tagged template literal as written (escaping them would change its raw
// strings), so a bundle with `` msg`a – b` `` in it is not ASCII. Node then holds the whole bundle as a two-byte
// string, and bin/hex-atlas.js could not read it as Latin-1 (about 1 ms for the CLI bundle against 10 ms as UTF-8).
// This plugin writes those characters as \u escapes after the build: a template's cooked text, what msg and every
// other tag here reads, stays the same. Source map columns shift on the few lines it changes.
import fs from 'node:fs';

/** Escapes every non-ASCII UTF-16 unit of the .js files the build wrote. */
export const asciiOutput = {
  name: 'ascii-output',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0) return;
      const out = build.initialOptions.outfile;
      if (!out?.endsWith('.js')) return;
      const text = fs.readFileSync(out, 'utf8');
      // eslint-disable-next-line no-control-regex
      const ascii = text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      if (ascii !== text) fs.writeFileSync(out, ascii);
    });
  },
};
