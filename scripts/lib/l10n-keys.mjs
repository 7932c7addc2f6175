// Every English text written in the sources, found statically: the msg`…` and t`…` templates (and the joined()
// calls that make one message of several), counted(n, 'noun') calls and vscode.l10n.t('…') calls. The keys are
// computed exactly as src/core/translatable.ts computes them. Used by the completeness test (test/l10n) and by the build,
// which gives the webview page only the translations of its own words.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const tags = new Set(['msg', 't']);

function tsFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [file] : [];
  });
}

function templateKey(t) {
  if (ts.isNoSubstitutionTemplateLiteral(t)) return t.text;
  let key = t.head.text;
  t.templateSpans.forEach((span, i) => (key += `{${i}}${span.literal.text}`));
  return key;
}

const argCount = (t) => (ts.isNoSubstitutionTemplateLiteral(t) ? 0 : t.templateSpans.length);
const isTagged = (n) => ts.isTaggedTemplateExpression(n) && ts.isIdentifier(n.tag) && tags.has(n.tag.text);

/** A literal, or literals joined with + (a long message over several lines). */
function literalText(n) {
  if (ts.isStringLiteralLike(n)) return n.text;
  if (ts.isParenthesizedExpression(n)) return literalText(n.expression);
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [a, b] = [literalText(n.left), literalText(n.right)];
    return a === undefined || b === undefined ? undefined : a + b;
  }
  return undefined;
}

const callee = (n) =>
  ts.isIdentifier(n.expression)
    ? n.expression.text
    : ts.isPropertyAccessExpression(n.expression)
      ? n.expression.getText()
      : '';

/**
 * The keys written under `dirs` of `root`, each with one `where` (file:line), and `problems`: what cannot be read
 * statically (a joined() of non-templates, a counted() or l10n.t() of a computed text).
 */
export function sourceKeys(root, dirs) {
  return fileKeys(
    root,
    dirs.flatMap((d) => tsFiles(path.join(root, d))),
  );
}

/** The keys written in these files (see sourceKeys). */
function fileKeys(root, files) {
  const keys = [];
  const problems = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    // Only the counted() of src/core/translatable.ts: formats have count helpers of their own.
    const countsText = /import \{[^}]*\bcounted\b[^}]*\} from '[./]*(src\/)?(core\/)?translatable'/.test(source);
    const where = (n) => `${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
    const add = (key, n, vscode = false) => {
      if (/\p{L}/u.test(key.replace(/\{\d+\}/g, ''))) keys.push({ key, where: where(n), ...(vscode && { vscode }) });
    };
    const visit = (n) => {
      if (ts.isCallExpression(n) && callee(n) === 'joined') {
        let key = '';
        let shift = 0;
        for (const a of n.arguments) {
          if (!isTagged(a)) {
            problems.push(`${where(a)}: joined() takes msg\`…\` templates only`);
            continue;
          }
          key += templateKey(a.template).replace(/\{(\d+)/g, (_, i) => `{${Number(i) + shift}`);
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
        if (text !== undefined) add(text, n, true);
        else problems.push(`${where(n)}: l10n.t takes a literal message`);
      }
      n.forEachChild(visit);
    };
    visit(sf);
  }
  return { keys, problems };
}

function typeOnly(s) {
  if (ts.isExportDeclaration(s)) return s.isTypeOnly;
  if (!ts.isImportDeclaration(s) || !s.importClause) return false;
  const c = s.importClause;
  if (c.isTypeOnly) return true;
  const named = c.namedBindings;
  return !c.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
}

/** The files under `dirs` and every file they import, directly or not, by a relative path. */
function withImports(root, dirs) {
  const seen = new Set(dirs.flatMap((d) => tsFiles(path.join(root, d))));
  const todo = [...seen];
  while (todo.length > 0) {
    const file = todo.pop();
    const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const s of sf.statements) {
      // Types are gone from the page's bundle: only imports of values bring words into it.
      const spec = !typeOnly(s) && (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), spec.text);
      const target = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
      if (target && !seen.has(target)) {
        seen.add(target);
        todo.push(target);
      }
    }
  }
  return [...seen].sort();
}

/** The words of the page: written under webview/ or in the files its code imports (counts, differences). */
export function webviewKeys(root) {
  return fileKeys(root, withImports(root, ['webview'])).keys;
}

/** The translations of the page's own words (webviewKeys), for each catalogue in l10n/. */
export function webviewTables(root) {
  const words = new Set(webviewKeys(root).map((k) => k.key));
  const tables = {};
  for (const file of fs.readdirSync(path.join(root, 'l10n'))) {
    const locale = /^bundle\.l10n\.([a-z-]+)\.json$/.exec(file)?.[1];
    if (!locale) continue;
    const table = JSON.parse(fs.readFileSync(path.join(root, 'l10n', file), 'utf8'));
    tables[locale] = Object.fromEntries(Object.entries(table).filter(([key]) => words.has(key)));
  }
  return tables;
}
