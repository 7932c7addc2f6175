// What gets fuzzed: every registered codec, seeded with the real samples (read in place) and each registered
// generator's files at scale 1. Files that arrived together (a sample folder, one generator run) are each
// other's siblings, so cross-file rules (SMF -> SMT) run too.
import fs from 'node:fs';
import path from 'node:path';
import { FormatCodec, SiblingFiles } from '../../src/core/format';
import { detectFormat, familyPatterns, formats, generators, rawFormat } from '../../src/formats';

export interface SeedFile {
  /** Unique label: "sample:smf/data.smf" or "generated:smf/map.smf". */
  label: string;
  /** The file's name as its source gave it (may include folders). */
  name: string;
  bytes: Uint8Array;
  codec: FormatCodec<any>;
  siblings: SiblingFiles;
}

export interface Coverage {
  seeds: SeedFile[];
  /** Human lines: families without a codec or generator, sample folders not present. */
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

function seedsOf(source: string, group: NamedBytes[], codecs: FormatCodec<any>[]): SeedFile[] {
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
  const codecs = formats.filter((f) => formatId === undefined || f.id === formatId);
  const seeds: SeedFile[] = [];
  const missing: string[] = [];
  for (const family of Object.keys(familyPatterns)) {
    const codecIds = codecsOfFamily(family).map((c) => c.id);
    if (codecIds.length === 0) missing.push(`${family}: no codec registered yet`);
    else if (!generators[family]) missing.push(`${family}: no generator registered yet`);
    const dir = path.join(samplesDir, family);
    if (fs.existsSync(dir)) seeds.push(...seedsOf(`sample:${family}`, readFolder(dir), codecs));
    else missing.push(`${family}: no real samples at ${dir} (generator seeds only)`);
    const generate = generators[family];
    if (generate && codecIds.length > 0) {
      seeds.push(...seedsOf(`generated:${family}`, generate(1), codecs));
    }
  }
  return { seeds, missing };
}

/** Codecs that claim one of a family's file patterns. */
export function codecsOfFamily(family: string): FormatCodec<any>[] {
  return formats.filter((f) => f.patterns.some((p) => familyPatterns[family].includes(p)));
}
