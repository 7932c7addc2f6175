// What gets fuzzed: every registered codec, seeded with the real samples (read in place), its family's generated
// files at scale 1 and every layout variant its generator writes. Files that arrived together (a sample folder, one generator run) are each other's siblings, so
// cross-file rules (SMF -> SMT) run too.
import fs from 'node:fs';
import path from 'node:path';
import { AnyCodec, SiblingFiles } from '../../src/core/format';
import { detectFormat, families, rawFormat } from '../../src/formats';

export interface SeedFile {
  /** Unique label: "sample:smf/data.smf", "generated:smf/map.smf" or "variant:smf/plain-128x128.smf". */
  label: string;
  /** The file's name as its source gave it (may include folders). */
  name: string;
  bytes: Uint8Array;
  codec: AnyCodec;
  siblings: SiblingFiles;
}

export interface Coverage {
  seeds: SeedFile[];
  /** Human lines: sample folders not present. */
  missing: string[];
}

interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

function siblingsOf(group: NamedBytes[]): SiblingFiles {
  return {
    async read(name) {
      const base = name.split(/[\\/]/).pop()!.toLowerCase();
      return group.find((f) => path.basename(f.name).toLowerCase() === base)?.bytes;
    },
  };
}

function seedsOf(source: string, group: NamedBytes[], codecs: AnyCodec[]): SeedFile[] {
  const siblings = siblingsOf(group);
  return group.flatMap((f) => {
    const codec = detectFormat(f.name, f.bytes);
    if (codec === rawFormat || !codecs.includes(codec)) return [];
    return [{ label: `${source}/${f.name}`, name: f.name, bytes: f.bytes, codec, siblings }];
  });
}

function readFolder(dir: string): NamedBytes[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const b = fs.readFileSync(path.join(dir, e.name));
      return { name: e.name, bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength) };
    });
}

/** Seeds for the registered codecs (or only `formatId`'s), from `samplesDir` when present and the generators. */
export function collectSeeds(samplesDir: string, formatId?: string): Coverage {
  const seeds: SeedFile[] = [];
  const missing: string[] = [];
  for (const family of families) {
    const codecs = family.codecs.filter((f) => formatId === undefined || f.id === formatId);
    if (codecs.length === 0) continue;
    const dir = path.join(samplesDir, family.id);
    if (fs.existsSync(dir)) seeds.push(...seedsOf(`sample:${family.id}`, readFolder(dir), codecs));
    else missing.push(`${family.id}: no real samples at ${dir} (generator seeds only)`);
    seeds.push(...seedsOf(`generated:${family.id}`, family.generate(1), codecs));
    for (const group of family.variants?.() ?? []) seeds.push(...seedsOf(`variant:${family.id}`, group, codecs));
  }
  return { seeds, missing };
}
