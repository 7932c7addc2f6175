// Every English text the project can show, found statically: the msg`…` and t`…` templates (and the joined() calls
// that make one message of several), counted(n, 'noun') calls and vscode.l10n.t('…') calls in src/, extension/ and
// webview/, and the rules' titles and descriptions. The keys are computed exactly as src/l10n/text.ts computes them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { allRules } from '../../src/rules-doc';

export interface SourceKey {
  key: string;
  /** file:line of one place it is written. */
  where: string;
}

const roots = ['src', 'extension', 'webview'];
const tags = new Set(['msg', 't']);

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

function templateKey(t: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(t)) return t.text;
  let key = t.head.text;
  t.templateSpans.forEach((span, i) => (key += `{${i}}${span.literal.text}`));
  return key;
}

function argCount(t: ts.TemplateLiteral): number {
  return ts.isNoSubstitutionTemplateLiteral(t) ? 0 : t.templateSpans.length;
}

const isTagged = (n: ts.Node): n is ts.TaggedTemplateExpression =>
  ts.isTaggedTemplateExpression(n) && ts.isIdentifier(n.tag) && tags.has(n.tag.text);

/** A literal, or literals joined with + (a long message over several lines). */
function literalText(n: ts.Expression): string | undefined {
  if (ts.isStringLiteralLike(n)) return n.text;
  if (ts.isParenthesizedExpression(n)) return literalText(n.expression);
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [a, b] = [literalText(n.left), literalText(n.right)];
    return a === undefined || b === undefined ? undefined : a + b;
  }
  return undefined;
}

const callee = (n: ts.CallExpression): string =>
  ts.isIdentifier(n.expression)
    ? n.expression.text
    : ts.isPropertyAccessExpression(n.expression)
      ? n.expression.getText()
      : '';

/** Keys written in the sources; `problems` collects what cannot be read statically (a joined() of non-templates). */
export function sourceKeys(root = process.cwd()): { keys: SourceKey[]; problems: string[] } {
  const keys: SourceKey[] = [];
  const problems: string[] = [];
  for (const file of roots.flatMap((r) => tsFiles(join(root, r)))) {
    const source = readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    // Only the counted() of src/l10n/text.ts: formats have count helpers of their own.
    const countsText = /import \{[^}]*\bcounted\b[^}]*\} from '[./]*(src\/)?l10n\/text'/.test(source);
    const where = (n: ts.Node) =>
      `${file.slice(root.length + 1)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
    const add = (key: string, n: ts.Node) => {
      if (/\p{L}/u.test(key.replace(/\{\d+\}/g, ''))) keys.push({ key, where: where(n) });
    };
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && callee(n) === 'joined') {
        let key = '';
        let shift = 0;
        for (const a of n.arguments) {
          if (!isTagged(a)) {
            problems.push(`${where(a)}: joined() takes msg\`…\` templates only`);
            continue;
          }
          key += templateKey(a.template).replace(/\{(\d+)/g, (_, i: string) => `{${Number(i) + shift}`);
          shift += argCount(a.template);
          a.template.forEachChild(visit); // templates inside the arguments
        }
        add(key, n);
        return;
      }
      if (isTagged(n)) add(templateKey(n.template), n);
      if (countsText && ts.isCallExpression(n) && callee(n) === 'counted') {
        const [, one, many] = n.arguments;
        if (one && ts.isStringLiteralLike(one) && (!many || ts.isStringLiteralLike(many)))
          add(`{0} {0|one:${one.text}|other:${many ? many.text : `${one.text}s`}}`, n);
        else problems.push(`${where(n)}: counted() takes literal nouns`);
      }
      if (ts.isCallExpression(n) && /(^|\.)l10n\.t$/.test(callee(n))) {
        const text = n.arguments[0] && literalText(n.arguments[0]);
        if (text !== undefined) add(text, n);
        else problems.push(`${where(n)}: l10n.t takes a literal message`);
      }
      n.forEachChild(visit);
    };
    visit(sf);
  }
  for (const { rules } of allRules())
    for (const r of rules) {
      keys.push({ key: r.title, where: `rule ${r.code} (title)` });
      keys.push({ key: r.description, where: `rule ${r.code} (description)` });
    }
  return { keys, problems };
}
