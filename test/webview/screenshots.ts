// `node test/webview/run.mjs --screenshots`: PNGs of the editor in the harness for the README (docs/screenshots/),
// with a dark theme's variables set the way VS Code sets them on the webview's <html> element.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { demo, demoFixture, hugeFixture, millionFixture } from './fixtures';
import { openEditor, startHarness } from './harness';

const darkTheme: Record<string, string> = {
  foreground: '#cccccc',
  'editor-background': '#1f1f1f',
  'editor-foreground': '#cccccc',
  'font-family': 'system-ui, sans-serif',
  'font-size': '13px',
  'editor-font-family': "'DejaVu Sans Mono', monospace",
  'editor-font-size': '13px',
  'panel-border': '#2b2b2b',
  descriptionForeground: '#9d9d9d',
  'editorLineNumber-foreground': '#6e7681',
  'list-hoverBackground': '#2a2d2e',
  'list-activeSelectionBackground': '#04395e',
  'list-inactiveSelectionBackground': '#37373d',
  'list-activeSelectionForeground': '#ffffff',
  'editor-selectionBackground': '#264f78',
  focusBorder: '#0078d4',
  'editorError-foreground': '#f14c4c',
  'editorWarning-foreground': '#cca700',
  'editorInfo-foreground': '#3794ff',
  'textLink-foreground': '#4daafc',
  'editorHoverWidget-background': '#202020',
  'editorHoverWidget-border': '#454545',
  'editorHoverWidget-foreground': '#cccccc',
  'editorWidget-background': '#202020',
  'input-background': '#313131',
  'input-foreground': '#cccccc',
  'input-border': '#3c3c3c',
  'button-secondaryBackground': '#313131',
  'button-secondaryForeground': '#cccccc',
  'symbolIcon-typeParameterForeground': '#4ec9b0',
  'editorCursor-foreground': '#aeafad',
};

async function theme(page: Page): Promise<void> {
  await page.evaluate((vars) => {
    for (const [k, v] of Object.entries(vars)) document.documentElement.style.setProperty(`--vscode-${k}`, v);
    document.body.classList.add('vscode-dark');
  }, darkTheme);
}

async function main(): Promise<void> {
  fs.mkdirSync('docs/screenshots', { recursive: true });
  const h = await startHarness();
  const shot = (page: Page, name: string) => page.screenshot({ path: `docs/screenshots/${name}.png` });

  let { page } = await openEditor(h, demoFixture(), { width: 1252, height: 760 });
  await page.waitForSelector('.tree-row[data-id="0"]');
  await theme(page);
  await page.click('.tree-row[data-id="0"] .twistie');
  await page.click(`.hex-byte[data-offset="${demo.badX}"]`);
  await page.waitForSelector('.tree-row[data-id="1.5.1"][aria-selected="true"]');
  await page.click('.problems-title');
  await page.hover(`.hex-byte[data-offset="${demo.name + 3}"]`);
  await page.waitForSelector('#hover-card:not([hidden])');
  await shot(page, 'editor');

  ({ page } = await openEditor(h, millionFixture(), { width: 1400, height: 520 }));
  await page.waitForSelector('.tree-row[data-id="1"]');
  await theme(page);
  await page.keyboard.press('Control+g');
  await page.fill('.prompt-input', '0x3D0900');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.tree-row[data-id="1.999999"][aria-selected="true"]');
  await shot(page, 'million-array');

  ({ page } = await openEditor(h, hugeFixture(), { width: 1400, height: 520 }));
  await page.waitForSelector('.tree-row[data-id="1"]');
  await theme(page);
  await page.keyboard.press('Control+g');
  await page.fill('.prompt-input', '0x30000010');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.tree-row[aria-selected="true"][data-id^="1.786431"]');
  await page.keyboard.press('Control+f');
  await page.fill('.prompt-input', '0F 00 0C');
  await shot(page, 'one-gigabyte');

  await h.close();
  console.log('wrote docs/screenshots/{editor,million-array,one-gigabyte}.png');
}

void main();
