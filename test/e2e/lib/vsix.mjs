// A .vsix written for the test profile from a manifest and its files (a zip in the layout `code-server
// --install-extension` reads: the package manifest, the extension's files under extension/, their content types).
import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';

/**
 * Writes `<dir>/<manifest.name>.vsix` holding `manifest` as extension/package.json and `files` ({ path: text })
 * under extension/; returns its path.
 */
export function writeVsix(dir, manifest, files = {}) {
  const vsixManifest = `<?xml version="1.0" encoding="utf-8"?>
<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011">
  <Metadata>
    <Identity Language="en-US" Id="${manifest.name}" Version="${manifest.version}" Publisher="${manifest.publisher}"/>
    <DisplayName>${manifest.displayName}</DisplayName>
    <Categories>${manifest.categories.join(',')}</Categories>
  </Metadata>
  <Installation><InstallationTarget Id="Microsoft.VisualStudio.Code"/></Installation>
  <Dependencies/>
  <Assets><Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true"/></Assets>
</PackageManifest>`;
  const types = `<?xml version="1.0" encoding="utf-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension=".json" ContentType="application/json"/><Default Extension=".js" ContentType="application/javascript"/><Default Extension=".vsixmanifest" ContentType="text/xml"/>
</Types>`;
  const entries = {
    '[Content_Types].xml': strToU8(types),
    'extension.vsixmanifest': strToU8(vsixManifest),
    'extension/package.json': strToU8(JSON.stringify(manifest, null, 2)),
  };
  for (const [name, text] of Object.entries(files)) entries[`extension/${name}`] = strToU8(text);
  const file = path.join(dir, `${manifest.name}.vsix`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, zipSync(entries));
  return file;
}
