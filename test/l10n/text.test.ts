import { describe, expect, it } from 'vitest';
import { language, pickLocale } from '../../src/l10n/catalogue';
import { counted, english, fixed, joined, listOf, msg, render } from '../../src/core/translatable';

describe('translatable text', () => {
  it('keys a template by its literal parts with numbered placeholders, and renders English from the key', () => {
    const text = msg`${'heightmapPtr'} not checked: depends on ${'mapx'}`;
    expect(text).toEqual({ key: '{0} not checked: depends on {1}', args: ['heightmapPtr', 'mapx'] });
    expect(render(text)).toBe('heightmapPtr not checked: depends on mapx');
  });

  it('joins templates into one key, renumbering the placeholders of the later parts', () => {
    const text = joined(msg`a ${1} b ${2} `, msg`c ${3}`);
    expect(text).toEqual({ key: 'a {0} b {1} c {2}', args: [1, 2, 3] });
  });

  it('renders nested texts and lists in the same language', () => {
    const pl = language('pl');
    const text = msg`${listOf([counted(2, 'error'), counted(5, 'warning')])}`;
    expect(render(text, pl)).toBe('2 błędy, 5 ostrzeżeń');
    expect(render(text)).toBe('2 errors, 5 warnings');
  });

  it('falls back to English for a key the table lacks, with English plural rules', () => {
    expect(render(msg`no such ${3} key`, { locale: 'pl', table: {} })).toBe('no such 3 key');
    expect(render(counted(1, 'zorblax'), language('ru'))).toBe('1 zorblax');
    expect(render(fixed('Unrecognised file'), english)).toBe('Unrecognised file');
  });

  const forms = (lang: 'en' | 'pl' | 'ru') => [1, 2, 5, 22, 25].map((n) => render(counted(n, 'byte'), language(lang)));
  it('chooses the plural form by the language: English one/other', () => {
    expect(forms('en')).toEqual(['1 byte', '2 bytes', '5 bytes', '22 bytes', '25 bytes']);
  });
  it('Polish one/few/many', () => {
    expect(forms('pl')).toEqual(['1 bajt', '2 bajty', '5 bajtów', '22 bajty', '25 bajtów']);
  });
  it('Russian one/few/many', () => {
    expect(forms('ru')).toEqual(['1 байт', '2 байта', '5 байтов', '22 байта', '25 байтов']);
    expect(render(counted(21, 'file'), language('ru'))).toBe('21 файл');
  });

  it('translates a rule title and a message with its arguments, keeping the numbers as they are', () => {
    expect(render(fixed('Unrecognised file'), language('pl'))).toBe('Nierozpoznany plik');
    expect(render(msg`version ${2}, expected 1`, language('ru'))).toBe('версия 2, ожидалась 1');
  });

  it('picks the locale from language tags and POSIX locales', () => {
    expect(['pl', 'pl-PL', 'pl_PL.UTF-8', 'ru', 'ru-RU', 'ru_RU.UTF-8', 'ru_UA@euro'].map(pickLocale)).toEqual([
      'pl',
      'pl',
      'pl',
      'ru',
      'ru',
      'ru',
      'ru',
    ]);
    expect(['en-US', 'C', 'C.UTF-8', 'POSIX', 'de-DE', '', undefined].map(pickLocale)).toEqual(Array(7).fill('en'));
  });
});
