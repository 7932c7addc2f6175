// mapinfo.lua evaluated without running it: parsed with luaparse, then the straight-line code at the top level
// (locals, assignments, the final return) followed with literal values, arithmetic, string concatenation, math
// functions and helper functions whose body is one return. Calls, branches and loops are not followed; what depends
// on them is Unknown, and the statements skipped are listed so a diagnostic can say the result is partial.
import luaparse from 'luaparse';
import type * as ast from 'luaparse/lib/ast';
import { Field, LuaFunction, LuaTable, LuaValue, Range, Unknown, isFunction } from './lua-values';

export interface LuaResult {
  /** What the chunk returns (undefined: it returns nothing at the top level). */
  returned: LuaValue | undefined;
  returnRange: Range | undefined;
  /** Top-level statements not evaluated (calls, if, loops). */
  skipped: Range[];
  /** Where evaluation stopped because it took more than MAX_STEPS steps (what depends on it is Unknown). */
  exhausted: Range | undefined;
}

export class LuaSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 40;
/**
 * Expressions evaluated in all, across every call: the depth limit alone lets a helper that calls itself twice make
 * 2^40 calls. A real mapinfo.lua takes a few thousand.
 */
export const MAX_STEPS = 1_000_000;

function rangeOf(node: ast.Node): Range {
  return (node as unknown as { range: Range }).range;
}

const mathFunctions: Record<string, (...a: number[]) => number> = {
  floor: Math.floor,
  ceil: Math.ceil,
  abs: Math.abs,
  sqrt: Math.sqrt,
  min: Math.min,
  max: Math.max,
  sin: Math.sin,
  cos: Math.cos,
  rad: (d) => (d * Math.PI) / 180,
  deg: (r) => (r * 180) / Math.PI,
  fmod: (a, b) => a % b,
  pow: Math.pow,
};

/** `f`, `Spring.GetMapOptions`, `t:method` as written; "a function" for anything else. */
function calleeName(e: ast.Expression): string {
  if (e.type === 'Identifier') return e.name;
  if (e.type === 'MemberExpression') return `${calleeName(e.base)}${e.indexer}${e.identifier.name}`;
  return 'a function';
}

class Scope {
  private readonly vars = new Map<string, LuaValue>();
  constructor(private readonly parent?: Scope) {}

  lookup(name: string): LuaValue | undefined {
    return this.vars.has(name) ? this.vars.get(name) : this.parent?.lookup(name);
  }

  declare(name: string, v: LuaValue): void {
    this.vars.set(name, v);
  }

  /** Assignment to a name: the innermost scope that has it, else a global in the outermost. */
  assign(name: string, v: LuaValue): void {
    if (this.vars.has(name) || !this.parent) this.vars.set(name, v);
    else this.parent.assign(name, v);
  }
}

/** Lua's tostring for numbers in concatenations ("%.14g"). */
function numberText(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(14)));
}

class Evaluator {
  private depth = 0;
  private steps = 0;
  /** The expression at which the step budget ran out. */
  exhausted: Range | undefined;

  expr(node: ast.Expression, scope: Scope): LuaValue {
    const unknown = (why: string) => new Unknown(rangeOf(node), why);
    if (++this.steps > MAX_STEPS) {
      this.exhausted ??= rangeOf(node);
      return unknown(`evaluation stopped after ${MAX_STEPS} steps`);
    }
    switch (node.type) {
      case 'NumericLiteral':
        return node.value;
      case 'StringLiteral':
        return node.value;
      case 'BooleanLiteral':
        return node.value;
      case 'NilLiteral':
        return null;
      case 'Identifier': {
        const v = scope.lookup(node.name);
        return v === undefined ? unknown(`${node.name} is not defined in the file`) : v;
      }
      case 'TableConstructorExpression':
        return this.table(node, scope);
      case 'UnaryExpression': {
        const v = this.expr(node.argument, scope);
        if (v instanceof Unknown) return v;
        if (node.operator === '-') return typeof v === 'number' ? -v : unknown('negates a value that is no number');
        if (node.operator === 'not') return v === null || v === false;
        if (v instanceof LuaTable) return v.length();
        return typeof v === 'string' ? v.length : unknown('takes the length of a value that has none');
      }
      case 'BinaryExpression':
        return this.binary(node, scope);
      case 'LogicalExpression': {
        const left = this.expr(node.left, scope);
        if (left instanceof Unknown) return left;
        const truthy = left !== null && left !== false;
        if (node.operator === 'and') return truthy ? this.expr(node.right, scope) : left;
        return truthy ? left : this.expr(node.right, scope);
      }
      case 'MemberExpression': {
        const base = this.expr(node.base, scope);
        if (base instanceof Unknown) return base;
        if (!(base instanceof LuaTable)) return unknown(`indexes a value that is no table`);
        return base.get(node.identifier.name)?.value ?? null;
      }
      case 'IndexExpression': {
        const base = this.expr(node.base, scope);
        const key = this.expr(node.index, scope);
        if (base instanceof Unknown) return base;
        if (key instanceof Unknown) return key;
        if (!(base instanceof LuaTable) || (typeof key !== 'number' && typeof key !== 'string'))
          return unknown('indexes a value that is no table');
        return base.get(key)?.value ?? null;
      }
      case 'CallExpression':
        return this.call(node, node.base, node.arguments, scope);
      case 'StringCallExpression':
        return this.call(node, node.base, [node.argument], scope);
      case 'TableCallExpression':
        return this.call(node, node.base, [node.arguments], scope);
      case 'FunctionDeclaration':
        return this.fn(node);
      default:
        return unknown(`${node.type} is not evaluated`);
    }
  }

  private fn(node: ast.FunctionDeclaration): LuaFunction {
    const only = node.body.length === 1 && node.body[0].type === 'ReturnStatement' ? node.body[0] : undefined;
    return {
      kind: 'function',
      params: node.parameters.map((p) => (p.type === 'Identifier' ? p.name : '...')),
      returns: only && only.arguments.length === 1 ? only.arguments[0] : undefined,
      range: rangeOf(node),
    };
  }

  private call(node: ast.Node, base: ast.Expression, args: ast.Expression[], scope: Scope): LuaValue {
    const range = rangeOf(node);
    if (base.type === 'MemberExpression' && base.base.type === 'Identifier' && base.base.name === 'math') {
      const f = mathFunctions[base.identifier.name];
      const values = args.map((a) => this.expr(a, scope));
      const bad = values.find((v) => typeof v !== 'number');
      if (f && bad === undefined) return f(...(values as number[]));
      return bad instanceof Unknown ? bad : new Unknown(range, `calls math.${base.identifier.name}`);
    }
    const callee = this.expr(base, scope);
    const name = calleeName(base);
    if (!isFunction(callee) || callee.returns === undefined)
      return new Unknown(range, `calls ${name}, which is not evaluated`);
    if (this.depth >= MAX_DEPTH) return new Unknown(range, `calls ${name} more than ${MAX_DEPTH} deep`);
    const inner = new Scope(scope);
    callee.params.forEach((p, i) => inner.declare(p, i < args.length ? this.expr(args[i], scope) : null));
    this.depth++;
    try {
      return this.expr(callee.returns as ast.Expression, inner);
    } finally {
      this.depth--;
    }
  }

  private binary(node: ast.BinaryExpression, scope: Scope): LuaValue {
    const a = this.expr(node.left, scope);
    const b = this.expr(node.right, scope);
    if (a instanceof Unknown) return a;
    if (b instanceof Unknown) return b;
    const op = node.operator;
    if (op === '..') {
      const text = (v: LuaValue) => (typeof v === 'number' ? numberText(v) : typeof v === 'string' ? v : undefined);
      const [ta, tb] = [text(a), text(b)];
      return ta === undefined || tb === undefined ? new Unknown(rangeOf(node), 'concatenates a non-string') : ta + tb;
    }
    if (op === '==') return a === b;
    if (op === '~=') return a !== b;
    const num = (v: LuaValue) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? +v : NaN);
    const [x, y] = [num(a), num(b)];
    if (Number.isNaN(x) || Number.isNaN(y)) return new Unknown(rangeOf(node), `applies ${op} to a non-number`);
    switch (op) {
      case '+':
        return x + y;
      case '-':
        return x - y;
      case '*':
        return x * y;
      case '/':
        return x / y;
      case '%':
        return x - Math.floor(x / y) * y;
      case '^':
        return x ** y;
      case '<':
        return x < y;
      case '>':
        return x > y;
      case '<=':
        return x <= y;
      case '>=':
        return x >= y;
      default:
        return new Unknown(rangeOf(node), `${op} is not evaluated`);
    }
  }

  private table(node: ast.TableConstructorExpression, scope: Scope): LuaTable {
    const t = new LuaTable();
    let next = 1;
    for (const f of node.fields) {
      const range = rangeOf(f.value);
      if (f.type === 'TableValue') {
        t.set({ key: next++, value: this.expr(f.value, scope), range });
        continue;
      }
      const key = f.type === 'TableKeyString' ? f.key.name : this.expr(f.key, scope);
      if (typeof key === 'number' || typeof key === 'string') t.set({ key, value: this.expr(f.value, scope), range });
    }
    return t;
  }

  /** `t.k = v`, `t[k] = v` or `name = v`. */
  assign(target: ast.Expression, value: LuaValue, range: Range, scope: Scope): boolean {
    if (target.type === 'Identifier') {
      scope.assign(target.name, value);
      return true;
    }
    if (target.type !== 'MemberExpression' && target.type !== 'IndexExpression') return false;
    const base = this.expr(target.base, scope);
    if (!(base instanceof LuaTable)) return false;
    const key = target.type === 'MemberExpression' ? target.identifier.name : this.expr(target.index, scope);
    if (typeof key !== 'number' && typeof key !== 'string') return false;
    const field: Field = { key, value, range };
    base.set(field);
    return true;
  }
}

export function evaluateLua(text: string): LuaResult {
  let chunk: ast.Chunk;
  try {
    chunk = luaparse.parse(text, { ranges: true, luaVersion: '5.1', encodingMode: 'pseudo-latin1', comments: false });
  } catch (e) {
    const err = e as Error & { index?: number };
    throw new LuaSyntaxError(err.message.replace(/^\[\d+:\d+\] /, ''), err.index ?? 0);
  }
  const ev = new Evaluator();
  const scope = new Scope();
  const skipped: Range[] = [];
  for (const s of chunk.body) {
    switch (s.type) {
      case 'LocalStatement':
        s.variables.forEach((v, i) => scope.declare(v.name, i < s.init.length ? ev.expr(s.init[i], scope) : null));
        break;
      case 'AssignmentStatement':
        s.variables.forEach((v, i) => {
          const value = i < s.init.length ? ev.expr(s.init[i], scope) : null;
          const range = i < s.init.length ? rangeOf(s.init[i]) : rangeOf(v);
          if (!ev.assign(v, value, range, scope)) skipped.push(rangeOf(s));
        });
        break;
      case 'FunctionDeclaration': {
        const f = ev.expr(s, scope);
        if (s.identifier?.type === 'Identifier') {
          if (s.isLocal) scope.declare(s.identifier.name, f);
          else scope.assign(s.identifier.name, f);
        } else if (!s.identifier || !ev.assign(s.identifier, f, rangeOf(s), scope)) skipped.push(rangeOf(s));
        break;
      }
      case 'ReturnStatement':
        return {
          returned: s.arguments.length > 0 ? ev.expr(s.arguments[0], scope) : null,
          returnRange: rangeOf(s),
          skipped,
          exhausted: ev.exhausted,
        };
      default:
        skipped.push(rangeOf(s));
    }
  }
  return { returned: undefined, returnRange: undefined, skipped, exhausted: ev.exhausted };
}
