// Parkan: Iron Strategy terrain: NRes archives (Land.msh, Land.map) and BuildDat.lst.
import { FormatFamily } from '../../core/format';
import { buildDatCodec } from './builddat/codec';
import { generateParkan } from './generate';
import { nresCodec } from './nresCodec';

export const parkanFamily: FormatFamily = {
  id: 'parkan',
  displayName: 'Parkan: Iron Strategy terrain',
  codecs: [nresCodec, buildDatCodec],
  generate: generateParkan,
};

export { buildDatCodec, generateParkan, nresCodec };
