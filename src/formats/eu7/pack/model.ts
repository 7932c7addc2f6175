// PIDX and PACK as the model holds them: each section once (a view of its bytes), PACK listing them in payload
// order and PIDX entries pointing at them, so that encode can lay the payload out again and derive the offsets.
import { PackIndex } from '../chunks/pidx';
import { PackSection, PidxEntry } from '../model';
import { PackSections } from './sections';

export interface PackModel {
  entries: PidxEntry[];
  lead: Uint8Array;
  sections: PackSection[];
}

/** `pack` undefined: PACK could not be indexed (no PIDX, or no PACK for this PIDX). */
export function packModel(
  bytes: Uint8Array,
  index: PackIndex | undefined,
  pack: PackSections | undefined,
  payloadAt: number,
  payloadEnd: number,
): PackModel {
  const byStart = new Map<number, PackSection>();
  const entries: PidxEntry[] = [];
  for (let i = 0; i < (index?.count ?? 0); i++) {
    const l = pack?.layouts[i];
    let section: PackSection | undefined;
    if (l) {
      // Entries with the same offset share their section (and its bytes).
      section = byStart.get(l.start);
      if (!section) byStart.set(l.start, (section = { bytes: bytes.subarray(l.start, l.end), format: l.format }));
    }
    entries.push({
      row: index!.row[i],
      column: index!.column[i],
      models: index!.models[i],
      section,
      offset: index!.offset[i],
    });
  }
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  const first = starts.length > 0 ? starts[0] : payloadEnd;
  return { entries, lead: bytes.subarray(payloadAt, first), sections: starts.map((s) => byStart.get(s)!) };
}
