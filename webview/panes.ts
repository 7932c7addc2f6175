// Toolbar toggles for the three main panes (tree, picture, hex view): any of them can be hidden, but never all,
// and the picture toggle is there only for files that have pictures.
import { el } from './text';
import { t } from './l10n';

/** Each pane's button and what it does. */
const paneNames = {
  tree: [t`Tree`, t`Show or hide the tree`],
  picture: [t`Picture`, t`Show or hide the picture`],
  hex: [t`Hex`, t`Show or hide the hex view`],
};

export interface Panes {
  tree: boolean;
  picture: boolean;
  hex: boolean;
}

/** `shown`: the panes to lay out now (the picture only when the file has pictures). */
export function setupPanes(
  toolbar: HTMLElement,
  saved: Panes | undefined,
  save: (p: Panes) => void,
  shown: (p: Panes) => void,
): { havePictures(yes: boolean): void } {
  const state: Panes = { tree: true, picture: true, hex: true, ...saved };
  let pictures = false;
  const group = el('span', 'pane-toggles');
  toolbar.insertBefore(group, toolbar.querySelector('.toolbar-spacer')?.nextSibling ?? null);
  const buttons = (['tree', 'picture', 'hex'] as const).map((name) => {
    const b = group.appendChild(el('button', 'tool-button pane-toggle', paneNames[name][0]));
    b.id = `toggle-${name}`;
    b.title = paneNames[name][1];
    b.addEventListener('click', () => {
      const next = { ...state, [name]: !state[name] };
      if (!next.tree && !(next.picture && pictures) && !next.hex) return;
      state[name] = next[name];
      apply();
      save({ ...state });
    });
    return [name, b] as const;
  });
  const apply = (): void => {
    const showPicture = state.picture && pictures;
    shown({ ...state, picture: showPicture });
    for (const [name, b] of buttons) {
      b.setAttribute('aria-pressed', String(name === 'picture' ? showPicture : state[name]));
      if (name === 'picture') b.hidden = !pictures;
    }
  };
  apply();
  return {
    havePictures(yes) {
      pictures = yes;
      apply();
    },
  };
}
