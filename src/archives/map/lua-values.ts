// What mapinfo.lua evaluates to, as far as it can be known without running it: Lua's plain values, tables whose
// keys are compared as the engine's LuaParser compares them (string keys lower-cased), helper functions that
// return one expression, and Unknown for everything else, with the source range that could not be evaluated.

export type Range = [number, number];

export class Unknown {
  constructor(
    readonly range: Range,
    readonly why: string,
  ) {}
}

export interface LuaFunction {
  kind: 'function';
  params: string[];
  /** The expression of a body that is a single `return`; undefined for any other body. */
  returns: unknown;
  range: Range;
}

export interface Field {
  key: number | string;
  value: LuaValue;
  /** Where the value is written in the source. */
  range: Range;
}

export class LuaTable {
  private readonly fields = new Map<string, Field>();

  static key(k: number | string): string {
    return typeof k === 'number' ? `n:${k}` : `s:${k.toLowerCase()}`;
  }

  get(k: number | string): Field | undefined {
    return this.fields.get(LuaTable.key(k));
  }

  set(field: Field): void {
    this.fields.set(LuaTable.key(field.key), field);
  }

  /** Every field, in the order the keys were first written. */
  all(): Field[] {
    return [...this.fields.values()];
  }

  /** Fields with number keys, in key order. */
  numbered(): Field[] {
    return [...this.fields.values()]
      .filter((f) => typeof f.key === 'number')
      .sort((a, b) => (a.key as number) - (b.key as number));
  }

  /** Lua's `#t` for a table built in order: the count of keys 1, 2, 3 and on */
  length(): number {
    let n = 0;
    while (this.fields.has(`n:${n + 1}`)) n++;
    return n;
  }
}

export type LuaValue = number | string | boolean | null | LuaTable | LuaFunction | Unknown;

export function isFunction(v: LuaValue): v is LuaFunction {
  return typeof v === 'object' && v !== null && 'kind' in v && v.kind === 'function';
}
