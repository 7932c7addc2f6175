// Maps in a git repository, for the demo that `npm start` serves and the Source Control scenarios: the files
// committed, then cells of a map's height map changed in the working tree, so Source Control lists one change
// whose structural diff counts those cells.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs git in `cwd` as a fixed author (the machine may have none configured). */
export function git(cwd, ...args) {
  const who = ['-c', 'user.name=Hex Atlas', '-c', 'user.email=demo@hex-atlas.invalid', '-c', 'init.defaultBranch=main'];
  return execFileSync('git', [...who, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The Spring map's bytes with `cells` cells of its height map raised (RecoilEngine SMFFormat.h: heightmapPtr at 52). */
export function changeHeights(map, cells) {
  const changed = Buffer.from(map);
  const heightmapPtr = map.readUInt32LE(52);
  for (let i = 0; i < cells; i++) changed[heightmapPtr + 2 * 11 * i + 1] ^= 0x02;
  return changed;
}

/** Makes `dir` a repository with all its files committed, then changes `cells` height cells of the map `relMap`. */
export function commitThenChangeMap(dir, relMap, cells, message = 'the generated files') {
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  const file = path.join(dir, relMap);
  fs.writeFileSync(file, changeHeights(fs.readFileSync(file), cells));
}
