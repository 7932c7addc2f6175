// Every English text the project can show: the keys written in src/, extension/ and webview/
// (scripts/lib/l10n-keys.mjs), and the rules' titles and descriptions.
import { sourceKeys as writtenKeys, type SourceKey } from '../../scripts/lib/l10n-keys.mjs';
import { allRules } from '../../src/rules-doc';

export function sourceKeys(root = process.cwd()): { keys: SourceKey[]; problems: string[] } {
  const { keys, problems } = writtenKeys(root, ['src', 'extension', 'webview']);
  for (const { rules } of allRules())
    for (const r of rules) {
      keys.push({ key: r.title, where: `rule ${r.code} (title)` });
      keys.push({ key: r.description, where: `rule ${r.code} (description)` });
    }
  return { keys, problems };
}
