// Parkan: Iron Strategy terrain: NRes archives (Land.msh, Land.map) and BuildDat.lst.
export { nresCodec } from './nresCodec';
export { buildDatCodec } from './builddat/codec';
export { generateParkan } from './generate';
