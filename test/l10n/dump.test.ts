import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { sourceKeys } from './source-keys';
it('dump', () => {
  const { keys, problems } = sourceKeys();
  const uniq = [...new Set(keys.map((k) => k.key))];
  writeFileSync('/tmp/l10n-tools/keys.json', JSON.stringify({ uniq, problems, keys }, null, 1));
});
