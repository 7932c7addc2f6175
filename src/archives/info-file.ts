// mapinfo.lua and modinfo.lua, the files the archive scanner runs to learn what an archive is, read without running
// them: a UTF-8 byte order mark (which Lua 5.1 stops at), the syntax, the statements not evaluated, and the table
// the file returns. Diagnostics land on the file's bytes (read as latin-1, so a character offset is a byte offset).
import { DiagnosticSink, Rule } from '../core/diagnostics';
import { LuaSyntaxError, MAX_STEPS, evaluateLua } from './map/lua-eval';
import { LuaTable, Range, Unknown } from './map/lua-values';
import { msg, counted, joined } from '../core/translatable';

export interface InfoFileRules {
  syntax: Rule;
  notChecked: Rule;
}

export interface InfoTable {
  table: LuaTable;
  /** Where the `return` of the table is written: what a missing key is reported on. */
  returnRange: Range;
}

const latin1 = new TextDecoder('latin1');

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** A real mapinfo.lua or modinfo.lua is a few KiB; past this it is not parsed (parsing keeps a tree of every token). */
const MAX_INFO_BYTES = 1 << 20;

export function readInfoFile(
  bytes: Uint8Array,
  file: string,
  rules: InfoFileRules,
  sink: DiagnosticSink,
): InfoTable | undefined {
  // Windows editors save "UTF-8" with a byte order mark; Lua 5.1 loads a buffer as it is and stops at it.
  if (UTF8_BOM.every((b, i) => bytes[i] === b)) {
    sink.report(
      rules.syntax,
      0,
      UTF8_BOM.length,
      joined(
        msg`${file} starts with a UTF-8 byte order mark (EF BB BF), which Lua 5.1 reads as an unexpected symbol; `,
        msg`save it as UTF-8 without BOM`,
      ),
    );
    return undefined;
  }
  if (bytes.length > MAX_INFO_BYTES) {
    sink.report(
      rules.notChecked,
      0,
      bytes.length,
      msg`${file} is ${bytes.length} bytes; more than ${MAX_INFO_BYTES} are not read`,
    );
    return undefined;
  }
  let result;
  try {
    result = evaluateLua(latin1.decode(bytes));
  } catch (e) {
    if (e instanceof LuaSyntaxError) sink.report(rules.syntax, e.offset, 1, msg`${file}: ${e.message}`);
    // Nesting deep enough to exhaust the parser's stack: a hostile file, not one the checks can read.
    else sink.report(rules.notChecked, 0, bytes.length, msg`${file} not read: ${String(e)}`);
    return undefined;
  }
  if (result.exhausted) {
    const [start, end] = result.exhausted;
    sink.report(
      rules.notChecked,
      start,
      end - start,
      msg`${file} takes more than ${MAX_STEPS} steps to evaluate; evaluation stopped here`,
    );
  }
  if (result.skipped.length > 0) {
    const [start, end] = result.skipped[0];
    sink.report(
      rules.notChecked,
      start,
      end - start,
      joined(
        msg`${counted(result.skipped.length, 'top-level statement')} not evaluated (calls, branches, loops); `,
        msg`the checks take the values as the rest of the file writes them`,
      ),
    );
  }
  const returned = result.returned;
  if (!(returned instanceof LuaTable)) {
    const [start, end] = returned instanceof Unknown ? returned.range : (result.returnRange ?? [0, bytes.length]);
    const why = returned instanceof Unknown ? returned.why : 'it returns no table';
    sink.report(rules.notChecked, start, end - start, msg`what ${file} returns is not known: ${why}`);
    return undefined;
  }
  return { table: returned, returnRange: result.returnRange! };
}

/** A key the archive scanner requires (ArchiveData::IsValid) is missing: reported on the `return`. */
export function reportMissingKey(sink: DiagnosticSink, rule: Rule, file: string, info: InfoTable, key: string): void {
  const [start, end] = info.returnRange;
  sink.report(rule, start, end - start, msg`the table ${file} returns has no ${key}`);
}
