// The format's own commands in the editor, answered in the parse worker where the decoded file is kept. The tree
// offers them where the codec's `nodeActions` says (NodeAction); each is optional, and a file whose codec lacks one
// is told so. Their arguments and results cross the protocol, so their types live in src/core, never in a format.
import type { Decoded } from './format';
import type { SourceLink } from './source-link';
import type { NodePath } from './tree';
import type { SwitchData, SwitchEditsResult, SwitchLayout, SwitchLoad, SwitchRead } from './switches';

export interface FormatCommands<M, I> {
  /** Set Switch States from Bits: the switches of the component holding byte `offset` set to the number `bits`. */
  switchEdits?(decoded: Decoded<M, I>, offset: number, bits: string): SwitchEditsResult;
  /** Load Data into Switches: the switches of the components in [offset, offset + length) set to `data`. */
  switchLoad?(
    decoded: Decoded<M, I>,
    offset: number,
    length: number,
    data: SwitchData,
    layout: SwitchLayout,
  ): SwitchLoad;
  /** Read Switches as Data: the switches of the components in [offset, offset + length) as bytes. */
  switchRead?(decoded: Decoded<M, I>, offset: number, length: number, layout: SwitchLayout): SwitchRead;
  /** Go to Source: where the record at `path` (or the record holding the field at it) came from. */
  sourceLink?(
    decoded: Decoded<M, I>,
    path: NodePath,
    read: (offset: number, length: number) => Uint8Array,
  ): SourceLink | undefined;
}
