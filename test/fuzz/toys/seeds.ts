// Toy codecs as fuzz targets: one seed file each, no siblings.
import { AnyCodec } from '../../../src/core/format';
import { SeedFile } from '../targets';
import { Flaw, brokenCodec, chunkyCodec, chunkySeed } from './chunky';

export function toySeeds(flaw?: Flaw): SeedFile[] {
  const codec: AnyCodec = flaw ? brokenCodec(flaw) : chunkyCodec();
  return chunkySeed().map((f) => ({
    label: `toy:${codec.id}/${f.name}`,
    name: f.name,
    bytes: f.bytes,
    codec,
    siblings: { read: async () => undefined },
  }));
}
