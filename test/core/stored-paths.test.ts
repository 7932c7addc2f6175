// Stored paths found as MaSzyna on Windows finds them: \ or / between parts, any case, from the file's folder or a
// folder above it; never climbing out with "..".
import { describe, expect, it } from 'vitest';
import { findStored, lookupFolders, pathParts, type FolderWalk } from '../../src/core/stored-paths';

/** Folders as "/"-joined paths over a listing of files. */
function walkOver(files: string[]): FolderWalk<string> {
  return {
    entries: async (folder) => {
      const prefix = folder === '' ? '' : folder + '/';
      const names = files.filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length).split('/')[0]);
      if (names.length === 0) throw new Error(`${folder}: no such folder`);
      return [...new Set(names)];
    },
    child: (folder, name) => (folder === '' ? name : `${folder}/${name}`),
    parent: (folder) => (folder === '' ? undefined : folder.split('/').slice(0, -1).join('/')),
  };
}

describe('stored paths', () => {
  it('splits on backslashes and slashes, and refuses empty and climbing paths', () => {
    expect(pathParts('scenery\\eu7test/child.scm')).toEqual(['scenery', 'eu7test', 'child.scm']);
    expect(pathParts('.\\a\\\\b')).toEqual(['a', 'b']);
    expect(pathParts('')).toBeUndefined();
    expect(pathParts('..\\secret.txt')).toBeUndefined();
  });

  it("looks from the file's folder, then each folder above, nearest first", () => {
    const walk = walkOver([]);
    expect(lookupFolders(walk, 'a/b/c')).toEqual(['a/b/c', 'a/b', 'a', '']);
    expect(lookupFolders(walk, 'a/b/c', 1)).toEqual(['a/b/c', 'a/b']);
  });

  it('finds each part without regard to case, trying every folder that matches', async () => {
    const walk = walkOver(['game/Scenery/EU7Test/Child.SCM', 'game/scenery/other.scn', 'game/maps/x.eu7']);
    const from = lookupFolders(walk, 'game/maps');
    expect(await findStored(walk, from, 'scenery\\eu7test\\child.scm')).toEqual({
      folder: 'game/Scenery/EU7Test',
      entry: 'Child.SCM',
    });
    expect(await findStored(walk, from, 'SCENERY/Other.scn')).toEqual({ folder: 'game/scenery', entry: 'other.scn' });
    expect(await findStored(walk, from, 'scenery/missing.scm')).toBeUndefined();
    expect(await findStored(walk, ['game/maps'], 'scenery/other.scn')).toBeUndefined();
  });
});
