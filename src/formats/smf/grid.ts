// Two-dimensional bulk maps (heights, terrain types, metal, grass, tile indices) as lazy rows of scalars, each row
// read from the source when it is shown (a view of the file in memory, or a read of a paged one). A grid cut short
// by the end of the file keeps its whole rows and shows the rest as opaque bytes.
import type { ByteSource } from '../../core/byte-source';
import {
  BasicNode,
  NodeKind,
  NodeLink,
  Reading,
  ScalarType,
  SpanNode,
  opaque,
  scalarArray,
  sizeOf,
} from '../../core/node';
import { counted, msg } from '../../core/translatable';

export interface GridSpec {
  name: string;
  elem: ScalarType;
  width: number;
  height: number;
  /** Display text of one element (x = column, y = row). */
  describe?: (value: number, x: number, y: number) => Reading | undefined;
  links?: (value: number, x: number, y: number) => NodeLink[] | undefined;
  /** Summary of the whole grid; computed when first shown (it may need a pass over the data). */
  summary: () => Reading;
  /** Display text of row `y` (whose data starts at `offset`); "row y" when absent. */
  rowSummary?: (y: number, offset: number) => Reading;
}

/** A lazy array of rows whose display is computed on first use. */
class GridNode implements SpanNode {
  readonly kind: NodeKind = 'array';
  readonly length: number;
  shadow?: boolean;
  partial?: boolean;
  private summaryText?: Reading;

  constructor(
    readonly name: string,
    readonly type: string,
    readonly offset: number,
    readonly childCount: number,
    private readonly rowBytes: number,
    private readonly row: (y: number, offset: number) => SpanNode,
    private readonly summary: () => Reading,
  ) {
    this.length = childCount * rowBytes;
  }

  get display(): Reading {
    this.summaryText ??= this.summary();
    return this.summaryText;
  }

  child(index: number): SpanNode {
    return this.row(index, this.offset + index * this.rowBytes);
  }
}

/** Bytes a whole grid takes. */
export function gridBytes(spec: Pick<GridSpec, 'elem' | 'width' | 'height'>): number {
  return spec.width * spec.height * sizeOf(spec.elem);
}

/**
 * The grid at `offset`, of which `available` bytes exist in the file. When they are fewer than the grid needs, the
 * result is a partial struct: the whole rows there are, then the leftover bytes as opaque data.
 */
export function grid(source: ByteSource, offset: number, available: number, spec: GridSpec): SpanNode {
  const rowBytes = spec.width * sizeOf(spec.elem);
  const rowsThere = rowBytes > 0 ? Math.min(spec.height, Math.floor(available / rowBytes)) : spec.height;
  const rows = new GridNode(
    spec.name,
    `${spec.elem}[${spec.height}][${spec.width}]`,
    offset,
    rowsThere,
    rowBytes,
    (y, at) =>
      scalarArray(
        `[${y}]`,
        spec.elem,
        source.read(at, rowBytes),
        at,
        spec.width,
        spec.describe && ((v, x) => spec.describe!(v, x, y)),
        spec.rowSummary?.(y, at) ?? msg`row ${y}`,
        spec.links && ((v, x) => spec.links!(v, x, y)),
        at,
      ),
    spec.summary,
  );
  if (rowsThere === spec.height) return rows;
  const shortBy = gridBytes(spec) - available;
  const parts: SpanNode[] = [];
  if (rowsThere > 0) parts.push(rows);
  const rest = available - rowsThere * rowBytes;
  if (rest > 0) parts.push(opaque('cut', offset + rowsThere * rowBytes, rest, `u8[${rest}]`, msg`part of a row`));
  return new BasicNode(
    {
      name: spec.name,
      type: rows.type,
      kind: 'struct',
      offset,
      length: available,
      partial: true,
      display: msg`${rowsThere} of ${counted(spec.height, 'row')} (${counted(shortBy, 'byte')} missing)`,
    },
    parts,
  );
}
