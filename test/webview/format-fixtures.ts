// Editor fixtures from the project's own generators, one per format family: the file decoded as the editor's worker
// decodes it, its sibling files (a map's tile files) taken from the same generated set, and its pictures.
import { analyze } from '../../src/analysis';
import { findSibling } from '../../src/core/siblings';
import { bufferSource } from '../../src/core/byte-source';
import { familyById } from '../../src/formats';
import { PictureSession } from '../../src/editor/picture-session';
import type { Fixture } from './fixtures';
import { render } from '../../src/core/translatable';

export async function generatedFixture(familyId: string, name: RegExp, scale = 1): Promise<Fixture> {
  const files = familyById(familyId)!.generate(scale);
  const file = files.find((f) => name.test(f.name));
  if (!file) throw new Error(`the ${familyId} generator wrote no file matching ${name}`);
  const fileName = file.name.split('/').pop()!;
  const siblings = {
    read: async (wanted: string) => {
      const hit = findSibling(
        files.map((f) => f.name),
        wanted,
      );
      return files.find((f) => f.name === hit)?.bytes;
    },
    list: async () => files.map((f) => f.name),
  };
  const bytes = file.bytes;
  const a = await analyze(fileName, bytes, { siblings });
  return {
    fileName,
    format: render(a.format.displayName),
    version: a.decoded.version && render(a.decoded.version),
    bytes,
    source: bufferSource(bytes),
    decode: () => ({ root: a.decoded.root, diagnostics: a.diagnostics }),
    pictures: (diagnostics) => new PictureSession(a.format, a.decoded, bytes, diagnostics, siblings),
  };
}
