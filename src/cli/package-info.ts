// The package's version and repository, bundled in at build time (esbuild inlines only these fields of the JSON).
import { repository, version } from '../../package.json';
import { ruleAnchor } from '../rules-doc';

export { version };

/** The repository's web address: the npm `repository.url` without `git+` and `.git`. */
export const repositoryUrl = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

/** Where a rule is documented: its anchor in docs/diagnostics.md on the repository. */
export function ruleHelpUri(code: string): string {
  return `${repositoryUrl}/blob/main/docs/diagnostics.md#${ruleAnchor(code)}`;
}
