// A language pack for VS Code's `--locale`, written for the test profile. `--locale pl` alone changes nothing an
// extension sees: VS Code resolves the display language through the user data folder's languagepacks.json (the
// NLS configuration's resolvedLanguage, handed to the extension host as VSCODE_NLS_CONFIG), falls back to English
// when no installed pack covers the locale, and picks package.nls.<language>.json, the l10n bundle and
// vscode.env.language from the resolved language. A user reading Polish has Microsoft's Polish pack; offline, this
// pack declares the locale with no translations of its own, so VS Code itself stays English and only the
// extension's words change.
import fs from 'node:fs';
import path from 'node:path';
import { writeVsix } from './vsix.mjs';

/**
 * Records the installed pack in languagepacks.json, as VS Code does when a pack is installed from its UI (the
 * `--install-extension` process does not, and the server reads the file when it resolves a language).
 */
export function registerLanguagePack(profile, locale) {
  const name = `hex-atlas-test.language-pack-${locale}-1.0.0`;
  const translations = path.join(profile.dirs.extensions, name, 'translations', 'main.i18n.json');
  if (!fs.existsSync(translations)) throw new Error(`the language pack is not installed: no ${translations}`);
  const packs = {
    [locale]: {
      hash: `test-${locale}`,
      label: locale,
      extensions: [{ extensionIdentifier: { id: `hex-atlas-test.language-pack-${locale}` }, version: '1.0.0' }],
      translations: { vscode: translations },
    },
  };
  fs.writeFileSync(path.join(profile.dirs.userData, 'languagepacks.json'), JSON.stringify(packs, null, 2));
}

/** Writes `language-pack-<locale>.vsix` into `dir` and returns its path. */
export function writeLanguagePack(dir, locale) {
  const manifest = {
    name: `language-pack-${locale}`,
    displayName: `Test language pack (${locale})`,
    publisher: 'hex-atlas-test',
    version: '1.0.0',
    engines: { vscode: '^1.100.0' },
    categories: ['Language Packs'],
    contributes: {
      localizations: [
        {
          languageId: locale,
          languageName: locale,
          localizedLanguageName: locale,
          translations: [{ id: 'vscode', path: './translations/main.i18n.json' }],
        },
      ],
    },
  };
  return writeVsix(dir, manifest, {
    'translations/main.i18n.json': JSON.stringify({ version: '1.0.0', contents: {} }),
  });
}
