// The chunk kinds this decoder reads, with the version each appeared in (seed §10). PIDX and PACK are read
// separately: PACK needs the section index of PIDX and the PROT record count, wherever those chunks are.
import { StructBuilder } from '../../../core/builder';
import { Eu7Context } from '../context';
import { readLine, readMesh, readTerr } from './geometry';
import { readIncl } from './incl';
import { readEvnt, readFint, readPlac, readTrse } from './logic';
import { readModl } from './modl';
import { readDynm, readLaun, readMemc, readSond } from './objects';
import { readProt } from './prot';
import { readPwrs } from './pwrs';
import { readStrs } from './strs';
import { readTrac } from './trac';
import { readTrak } from './trak';

export interface ChunkKind {
  /** File version that introduced the chunk. */
  since: number;
  title: string;
  read?: (s: StructBuilder, ctx: Eu7Context) => string;
}

export const chunkKinds: Record<string, ChunkKind> = {
  STRS: { since: 4, title: 'string table', read: readStrs },
  INCL: { since: 4, title: 'includes', read: readIncl },
  TRAK: { since: 4, title: 'tracks', read: readTrak },
  TRAC: { since: 4, title: 'traction wires', read: readTrac },
  PWRS: { since: 4, title: 'power sources', read: readPwrs },
  TERR: { since: 5, title: 'terrain', read: readTerr },
  MESH: { since: 4, title: 'shapes', read: readMesh },
  LINE: { since: 4, title: 'lines', read: readLine },
  MODL: { since: 4, title: 'models', read: readModl },
  MEMC: { since: 4, title: 'memory cells', read: readMemc },
  LAUN: { since: 4, title: 'event launchers', read: readLaun },
  DYNM: { since: 4, title: 'vehicles', read: readDynm },
  SOND: { since: 4, title: 'sounds', read: readSond },
  TRSE: { since: 4, title: 'trainsets', read: readTrse },
  EVNT: { since: 4, title: 'events', read: readEvnt },
  FINT: { since: 4, title: 'first-init counter', read: readFint },
  PLAC: { since: 4, title: 'include placement', read: readPlac },
  PIDX: { since: 7, title: 'PACK section index' },
  PACK: { since: 7, title: 'model sections' },
  PROT: { since: 8, title: 'model prototypes', read: readProt },
};
