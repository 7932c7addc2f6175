// Writing a Land.msh (fparkan terrain-map-loading.md §3): each stream written in place into a canonical NRes archive
// sized up front, in retail entry order, all entries named "Land".
import { writeNResParts } from '../nres/encode';
import { MshType, RETAIL_ORDER, SLOT_HEADER_SIZE, mshStreams } from './layout';

/** One stream: its record count and a function writing its payload (slots: header included) in place. */
export interface MshStream {
  records: number;
  fill(view: DataView): void;
}

/** The streams of a Land.msh by type; type 14 is optional. */
export type TerrainMesh = Record<Exclude<keyof typeof MshType, 'extra14'>, MshStream> & {
  extra14?: MshStream;
  nodeAttr2: number;
};

export function writeLandMsh(m: TerrainMesh): Uint8Array {
  return writeNResParts(
    streamsInOrder(m).map(([type, stream]) => ({
      typeId: type,
      attr1: stream.records,
      attr2: type === MshType.nodes ? m.nodeAttr2 : 0,
      attr3: mshStreams.get(type)!.stride,
      name: 'Land',
      size: streamBytes(type, stream),
      fill: (view: DataView) => stream.fill(view),
    })),
  );
}

/** The bytes of all payloads (the archive adds its header, padding and directory). */
export function payloadBytes(m: TerrainMesh): number {
  return streamsInOrder(m).reduce((sum, [type, stream]) => sum + streamBytes(type, stream), 0);
}

function streamsInOrder(m: TerrainMesh): [number, MshStream][] {
  const byType = new Map<number, MshStream | undefined>(
    Object.entries(MshType).map(([key, type]) => [type, m[key as keyof typeof MshType]]),
  );
  return RETAIL_ORDER.flatMap((type) => {
    const stream = byType.get(type);
    return stream ? [[type, stream] as [number, MshStream]] : [];
  });
}

function streamBytes(type: number, stream: MshStream): number {
  return (type === MshType.slots ? SLOT_HEADER_SIZE : 0) + stream.records * mshStreams.get(type)!.stride;
}
