#!/usr/bin/env node
// Entry point for `npx hex-atlas`. Runs the CLI bundle (dist/cli.js, built by `npm run build`) through a V8 code
// cache kept beside it: without one, every run parses and compiles the whole bundle again, about 40 ms of CPU before
// any work. The cache is (re)written after a run that found it missing or stale; where dist/ cannot be written the
// CLI simply runs uncached. V8 only checks a cache against the source's length, so the cache carries the bundle's
// size, modification time and the Node version, and is used only when all three match.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { isAscii } = require('node:buffer');
const { createRequire, wrap } = require('node:module');

const bundle = path.join(__dirname, '..', 'dist', 'cli.js');
const cacheFile = `${bundle}.v8cache`;
// The build writes the bundle in ASCII (scripts/lib/ascii-output.mjs), so Latin-1 reads it exactly, as a one-byte
// string, about 1 ms where decoding UTF-8 takes 6-10 ms.
const raw = fs.readFileSync(bundle);
const source = isAscii(raw) ? raw.latin1Slice() : raw.toString('utf8');
const stat = fs.statSync(bundle);
const stamp = Buffer.from(`${stat.size}:${stat.mtimeMs}:${process.version}\n`);

const cached = readCache();
const script = new vm.Script(wrap(source), { filename: bundle, cachedData: cached });
if (!cached || script.cachedDataRejected) process.once('exit', writeCache);
const module_ = { exports: {} };
script.runInThisContext()(module_.exports, createRequire(bundle), module_, bundle, path.dirname(bundle));

function readCache() {
  try {
    const bytes = fs.readFileSync(cacheFile);
    return bytes.subarray(0, stamp.length).equals(stamp) ? bytes.subarray(stamp.length) : undefined;
  } catch {
    return undefined;
  }
}

// At exit, so the cache also holds the functions this run compiled; written aside and renamed, so a concurrent run
// never reads half a file.
function writeCache() {
  const temporary = `${cacheFile}.${process.pid}`;
  try {
    fs.writeFileSync(temporary, Buffer.concat([stamp, script.createCachedData()]));
    fs.renameSync(temporary, cacheFile);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
}
