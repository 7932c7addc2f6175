// "Go to Source" on an include record (the tree's menu, the hex view's hover card): the scenery text the record
// came from. An include keeps the line of the include in the text this binary was compiled from (beside it, same
// stem: .scn, .scm or .inc) and the path of the included module's text, which MaSzyna resolves from its own folders
// (the host looks it up as it looks up every stored path). EU7B and EU7v2 share it.
import type { CommandSpec, OpenLocation } from '../../../core/format-command';
import type { SpanNode } from '../../../core/node';
import { nodeAt } from '../../../core/tree';
import { msg } from '../../../core/translatable';
import { SOURCE_FIELDS, sourceLinkOf } from './source-links';

/** An include record, or one of its fields that say where it came from (the hover card shows a field). */
function atInclude(_: unknown, node: SpanNode): boolean {
  return node.type === 'Include' || (node.kind === 'field' && SOURCE_FIELDS.has(node.name));
}

export const goToSource: CommandSpec = {
  id: 'hexAtlas.goToSource',
  title: msg`Go to Source`,
  appliesTo: atInclude,
  menu: '1_navigation@2',
  card: true,
  run({ root }, { node, path, fileName, read }) {
    const record = node?.type === 'Include' ? node : path && nodeAt(root, path.slice(0, -1));
    const link = record && sourceLinkOf(record, read);
    if (!link)
      return {
        show: msg`Go to Source: select an include record (INCL) in the tree; it names the scenery text it came from.`,
      };
    const texts = compiledFrom(fileName);
    const included = link.sourcePath || msg`the included module (no path stored)`;
    return {
      open: [
        {
          names: texts,
          from: 'beside',
          line: link.line,
          icon: 'go-to-file',
          description: msg`the include, in the text this file was compiled from`,
        },
        ...(link.sourcePath ? [includedModule(link.sourcePath)] : []),
      ],
      pick: msg`Go to Source of the include at line ${link.line}`,
      notFound: msg`neither ${texts.join(', ')} beside ${fileName} nor ${included} was found`,
    };
  },
};

/** The included module's text, looked up as MaSzyna finds stored paths. */
function includedModule(sourcePath: string): OpenLocation {
  return { names: [sourcePath], from: 'stored', icon: 'file-code', description: msg`the included module` };
}

/**
 * The texts a binary is compiled from, by its name: the same folder and stem (MaSzyna-EU07/maszyna
 * docs/eu7-format.md §33: .scn, .scm, .inc -> .eu7).
 */
export function compiledFrom(binaryName: string): string[] {
  const stem = binaryName.replace(/\.[^./\\]*$/, '');
  return ['.scn', '.scm', '.inc'].map((ext) => stem + ext);
}
