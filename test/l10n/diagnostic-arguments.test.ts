// Every diagnostic message, related-range note and fix title the formats write on their generated files, the
// committed fuzz corpus and deterministic damaged copies of both, rendered through the recording language: a key
// missing from a catalogue fails, and so does an argument passed in as a plain English word or phrase (it would
// stay English in every language) or a plural form chosen by something that is not a number.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import type { Diagnostic } from '../../src/core/diagnostics';
import type { GeneratedFile, SiblingFiles } from '../../src/core/format';
import type { Text } from '../../src/core/translatable';
import { families } from '../../src/formats';
import { corpusRoot, readCorpus } from '../fuzz/corpus';
import { mutate } from '../fuzz/mutators';
import { Rng, hashString } from '../fuzz/prng';
import { survey } from '../fuzz/survey';
import { englishArguments, recordingLanguage } from './recording';

/** Damaged copies per file: enough to reach most rules of every format, bounded in time. */
const mutantsPerFile = 60;

function texts(d: Diagnostic): Text[] {
  return [d.text, d.fix?.text, ...(d.related ?? []).map((r) => r.text)].filter((t): t is Text => t !== undefined);
}

describe('every diagnostic on generated, corpus and damaged files is translatable with its arguments', () => {
  for (const family of families) {
    it(`${family.id}: messages, notes and fix titles`, async () => {
      const files: GeneratedFile[] = [
        ...family.generate(1),
        ...family.codecs.flatMap((c) => readCorpus(`${corpusRoot}/${c.id}`)),
      ];
      const siblings = (name: string): SiblingFiles => ({
        read: async (other) => files.find((f) => f.name === other && f.name !== name)?.bytes,
      });
      const langs = [recordingLanguage('pl'), recordingLanguage('ru')];
      const english = new Set<string>();
      const codes = new Set<string>();
      const check = async (name: string, bytes: Uint8Array) => {
        const a = await analyze(name, bytes, { siblings: siblings(name) });
        for (const d of a.diagnostics) {
          codes.add(d.code);
          for (const t of texts(d))
            for (const { lang } of langs) englishArguments(t, lang).forEach((e) => english.add(e));
        }
        return a;
      };
      for (const f of files) {
        const a = await check(f.name, f.bytes);
        const places = survey(a.decoded.root, f.bytes.length);
        const rng = new Rng(hashString(`${family.id}/${f.name}`));
        for (let i = 0; i < mutantsPerFile; i++) await check(f.name, mutate(f.bytes, places, rng).bytes);
      }
      expect(codes.size).toBeGreaterThan(3);
      for (const { missing } of langs) expect([...missing]).toEqual([]);
      expect([...english]).toEqual([]);
    });
  }
});
