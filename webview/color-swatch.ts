// A small swatch before the value of a colour field (a 24-bit colour, "#RRGGBB"). The colour comes only from
// text that is exactly "#" and six hex digits, and is set as a CSSOM property: never markup, never a style
// attribute (the page's CSP refuses those), so no text from a file can become anything but that one colour.
import type { NodeSummary } from '../src/core/describe';
import { el } from './text';

const colorText = /^#[0-9A-Fa-f]{6}$/;

/** The swatch for `row`, or undefined when it is not a colour node whose value is a plain #RRGGBB. */
export function colorSwatch(row: NodeSummary): HTMLElement | undefined {
  if (row.type !== 'Color24' || row.value === undefined || !colorText.test(row.value)) return undefined;
  const swatch = el('span', 'color-swatch');
  swatch.style.backgroundColor = row.value;
  swatch.setAttribute('aria-hidden', 'true');
  return swatch;
}
