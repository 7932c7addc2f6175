// The words a decoded file shows — the tree's readings and link labels, the file's version line, the format's name,
// the pictures' titles, legends and hover values — rendered through a language that notes every key its catalogue
// lacks: a reading written in English only (or a noun passed to counted() with no translation) fails here with its
// key. A reading left a plain string is a format identifier (`MHG.Switch`, `PROT[3]`, `name | bounds`, a quoted
// name): one that reads as an English phrase or word fails with its text.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import type { SiblingFiles } from '../../src/core/format';
import type { SpanNode } from '../../src/core/node';
import { listPictures } from '../../src/core/pictures';
import { info, type Picture } from '../../src/core/pictures/picture';
import { render, type Language } from '../../src/core/translatable';
import { readingText } from '../../src/core/describe';
import { families } from '../../src/formats';
import { readsAsEnglish, recordingLanguage } from './recording';

/** Nodes looked at per file, and children per node: enough for every kind of record, bounded for big arrays. */
const maxNodes = 20000;
const maxChildren = 40;

function readAll(root: SpanNode, lang: Language, english: Set<string>): void {
  const queue = [root];
  for (let seen = 0; queue.length > 0 && seen < maxNodes; seen++) {
    const n = queue.shift()!;
    readingText(n, lang);
    if (typeof n.display === 'string' && readsAsEnglish(n.display)) english.add(`${n.name}: ${n.display}`);
    for (const { label } of n.links ?? []) {
      render(label, lang);
      if (typeof label === 'string' && readsAsEnglish(label)) english.add(`${n.name} link: ${label}`);
    }
    for (let i = 0; i < Math.min(n.childCount, maxChildren); i++) queue.push(n.child(i));
  }
}

/** Places hovered per picture: pixels of bytes spread over its section, so plans' items are hit too. */
const hovers = 64;

function hoverAll(p: Picture, lang: Language, english: Set<string>): void {
  for (let k = 0; k < hovers; k++) {
    const at = p.pixelOf(p.offset + Math.floor((k * p.length) / hovers));
    const value = at && p.source(at.x, at.y)?.value;
    if (value === undefined) continue;
    render(value, lang);
    if (typeof value === 'string' && readsAsEnglish(value)) english.add(`${p.name} hover: ${value}`);
  }
}

describe('the words of decoded files are in both catalogues', () => {
  for (const family of families) {
    it(`${family.id}: generated files' readings, links, version, format name, pictures and their hover values`, async () => {
      const files = family.generate(1);
      const siblings = (name: string): SiblingFiles => ({
        read: async (other) => files.find((f) => f.name === other && f.name !== name)?.bytes,
      });
      const langs = [recordingLanguage('pl'), recordingLanguage('ru')];
      const english = new Set<string>();
      for (const file of files) {
        const a = await analyze(file.name, file.bytes, { siblings: siblings(file.name) });
        const pictures = await listPictures(a.format, a.decoded, file.bytes, siblings(file.name));
        for (const { lang } of langs) {
          render(family.displayName, lang);
          render(a.format.displayName, lang);
          if (a.decoded.version !== undefined) render(a.decoded.version, lang);
          if (typeof a.decoded.version === 'string' && readsAsEnglish(a.decoded.version))
            english.add(`version: ${a.decoded.version}`);
          readAll(a.decoded.root, lang, english);
          for (const p of pictures) {
            info(p, lang);
            hoverAll(p, lang, english);
          }
        }
      }
      for (const { missing } of langs) expect([...missing]).toEqual([]);
      expect([...english]).toEqual([]);
    });
  }
});
