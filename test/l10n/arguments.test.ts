// Words passed into messages as arguments are translated with them: PNG colour types and bit depths in an import
// refusal, the archive bounds' reasons, sizes with their units.
import { describe, expect, it } from 'vitest';
import { defaultLimits, refusal } from '../../src/archives/limits';
import { render } from '../../src/core/translatable';
import { tooLarge } from '../../src/core/size-limit';
import { language } from '../../src/l10n/catalogue';
import { ImportRefused, readGreyPng } from '../../src/core/pictures/png-read';
import { png } from '../pictures/import-helpers';

const [pl, ru] = [language('pl'), language('ru')];

async function refusedText(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ImportRefused);
  return (e as ImportRefused).text;
}

describe('message arguments in Polish and Russian', () => {
  it('a PNG of the wrong depth and colour type: both named in the language of the message', async () => {
    const rgb16 = png(2, 2, new Uint16Array(12), 16, 3);
    const text = await refusedText(readGreyPng(rgb16, 2, 2, [8]));
    expect(render(text)).toBe('the image is 16-bit RGB, it must be 8-bit greyscale');
    expect(render(text, pl)).toBe('obraz: 16-bitowy, RGB; wymagany: 8-bitowy, skala szarości');
    const greyAlpha = png(2, 2, new Uint8Array(8), 8, 2);
    const both = await refusedText(readGreyPng(greyAlpha, 2, 2, [16]));
    expect(render(both, ru)).toBe(
      'изображение: 8-битное, оттенки серого с альфа-каналом; нужно: 16-битное, оттенки серого',
    );
  });

  it("an archive entry beyond the bounds: the reason in the reader's language", () => {
    const entry = {
      path: 'maps/a.smf',
      size: 2 ** 31,
      packedSize: 10,
      method: 'LZMA',
      block: undefined,
      encrypted: false,
    };
    const why = refusal(entry, new Map(), defaultLimits)!;
    expect(why.rule).toBe('size');
    expect(render(why.message, ru)).toBe(
      `объявляет ${2 ** 31} байт после распаковки; больше ${2 ** 30} байт не читается`,
    );
  });

  it('a file too large to read: its size and the limit with their units', () => {
    const why = tooLarge('big.smf', 5 * 2 ** 30, 2 ** 32, 'hexAtlas.maxFileSizeMB')!;
    expect(render(why)).toBe(
      'big.smf is 5.0 GiB, more than the 4.0 GiB Hex Atlas reads into memory (hexAtlas.maxFileSizeMB).',
    );
    expect(render(why, ru)).toBe(
      'big.smf занимает 5.0 ГиБ, больше 4.0 ГиБ, которые Hex Atlas читает в память (hexAtlas.maxFileSizeMB).',
    );
  });
});
