// The minimap is a fixed 699,048 bytes. A writer that appends one more mip level (a single 8-byte DXT1 block) and
// lays out the next section after it leaves exactly 8 bytes between the minimap and that section.
import { DiagnosticSink } from '../../core/diagnostics';
import { hex } from '../../core/numbers';
import { MINIMAP_SIZE } from './layout';
import { smfRules } from './rules';
import { joined, msg } from '../../core/translatable';

/** Bytes of the extra mip level: one 4x4 DXT1 block. */
export const EXTRA_MIP_BYTES = 8;

export function checkMinimapExtent(
  minimapPtr: number,
  regions: readonly { start: number; end: number }[],
  sink: DiagnosticSink,
): void {
  const end = minimapPtr + MINIMAP_SIZE;
  const next = regions.reduce((n, r) => (r.start >= end && r.start < n ? r.start : n), Infinity);
  if (next !== end + EXTRA_MIP_BYTES) return;
  sink.report(
    smfRules.minimapExtraMip,
    end,
    EXTRA_MIP_BYTES,
    joined(
      msg`the minimap at ${hex(minimapPtr)} takes ${MINIMAP_SIZE + EXTRA_MIP_BYTES} bytes up to the next section; `,
      msg`it must be ${MINIMAP_SIZE} (9 DXT1 mip levels)`,
    ),
    undefined,
    { title: msg`remove the ${EXTRA_MIP_BYTES}-byte extra mip level at ${hex(end)} and move later sections back` },
  );
}
