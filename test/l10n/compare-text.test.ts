// The Compare view's and `hex-atlas diff`'s text in Polish and Russian: every kind of difference, the section
// report, the Markdown report and the pictures' lines have no English left (a text added in English only fails
// here), while paths, values and counts stay as the files have them.
import { describe, expect, it } from 'vitest';
import { countsText } from '../../src/diff/counts';
import type { Difference } from '../../src/diff/diff';
import { markdownReport } from '../../src/diff/markdown';
import { differenceText } from '../../src/diff/render';
import { textReport } from '../../src/diff/report';
import type { PictureDifferenceInfo } from '../../src/core/pictures/difference';
import { uncomparedText } from '../../src/core/pictures/difference';
import { language } from '../../src/l10n/catalogue';
import { recordingLanguage } from './recording';

const differences: Difference[] = [
  { kind: 'changed', path: 'header.mapid', a: '812', b: '813' },
  { kind: 'added', path: 'components[C-7]', value: 'MHG.Switch' },
  { kind: 'removed', path: 'components[C-8]', value: 'MHG.Switch' },
  { kind: 'moved', path: 'features[tree_oak@(8, 8)]', from: 3, to: 4 },
  {
    kind: 'bulk',
    path: 'heightMap',
    elem: 'u16',
    differing: 1000,
    countA: 16641,
    countB: 16641,
    first: [[0, 0]],
    width: 129,
  },
  { kind: 'bulk', path: 'data', elem: 'u8', differing: 2, countA: 10, countB: 12, first: [4, 5] },
  { kind: 'bulk', path: 'list', elem: 'i32', differing: 0, countA: 3, countB: 5, first: [] },
  {
    kind: 'records',
    path: 'minimap.mip0',
    elem: 'DXT1Block',
    differing: 5000,
    countA: 65536,
    countB: 65536,
    fields: [{ name: 'selectors', differing: 5000 }],
    first: [0, 13],
  },
];
const counts = { changed: 1006, added: 3, removed: 1, moved: 1 };
const groups = { heightMap: { ...counts, changed: 2000 } };
const picture = (status: PictureDifferenceInfo['status']): PictureDifferenceInfo => ({
  picture: 'height',
  name: 'heightMap',
  title: 'height map',
  width: 129,
  height: 129,
  status,
  widthB: 257,
  heightB: 257,
  changed: 7,
  scale: 1,
  sectionA: { offset: 80, length: 2 * 129 * 129 },
  sectionB: { offset: 80, length: 2 * 257 * 257 },
});

describe('differences in Polish and Russian', () => {
  for (const locale of ['pl', 'ru'] as const) {
    it(`${locale}: every kind of difference, the reports and the pictures' lines are translated`, () => {
      const { lang, missing } = recordingLanguage(locale);
      for (const d of differences) differenceText(d, lang);
      countsText(counts, lang);
      textReport({ differences, groups }, 2, lang);
      const pictures = (['differs', 'shape', 'large'] as const).map(picture);
      for (const p of pictures) uncomparedText(p, lang);
      const result = { differences, groups, total: 1011 };
      markdownReport({ nameA: 'a.smf', nameB: 'b.smf', result, pictures, lines: 2, lang });
      markdownReport({ nameA: 'a.smf', nameB: 'b.smf', result: { ...result, total: 0 }, pictures, lines: 2, lang });
      expect([...missing]).toEqual([]);
    });
  }

  it("keeps the path at the start and the file's values as they are", () => {
    const [pl, ru] = [language('pl'), language('ru')];
    expect(differenceText(differences[3], pl)).toBe('~ features[tree_oak@(8, 8)]: przeniesiono z [3] do [4]');
    expect(differenceText(differences[4], ru)).toBe('heightMap: различаются 1,000 из 16,641 ячейки, первые в (0, 0)');
    expect(differenceText(differences[5], pl)).toBe(
      'data: bajty: 10 -> 12; różnią się 2 z 10 bajtów, pierwsze w [4], [5]',
    );
    expect(differenceText(differences[0], ru)).toBe('header.mapid: 812 -> 813');
    expect(countsText({ changed: 2, added: 1, removed: 0, moved: 0 }, ru)).toBe('изменено: 2, добавлено: 1');
  });
});
