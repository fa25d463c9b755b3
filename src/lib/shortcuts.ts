/**
 * Keyboard shortcuts as the editor's keymaps write them ("Mod-Shift-s": ProseMirror's names, Mod being ⌘ on a
 * Mac and Ctrl elsewhere), shown to people the way their platform writes them, and told to assistive technology
 * in aria-keyshortcuts' syntax.
 */
export interface ShortcutText {
  /** What a tooltip shows: "Ctrl+Shift+S", or "⇧⌘S" on a Mac (Apple's order: ⌃ ⌥ ⇧ ⌘, then the key). */
  readonly label: string;
  /** The aria-keyshortcuts value: "Control+Shift+S", "Meta+Shift+S". */
  readonly aria: string;
}

type Modifier = 'Mod' | 'Ctrl' | 'Alt' | 'Shift';

const MAC_SYMBOLS: Record<Exclude<Modifier, 'Mod'>, string> = { Ctrl: '⌃', Alt: '⌥', Shift: '⇧' };
const MAC_ORDER: readonly Modifier[] = ['Ctrl', 'Alt', 'Shift', 'Mod'];
const OTHER_ORDER: readonly Modifier[] = ['Mod', 'Ctrl', 'Alt', 'Shift'];
const ARIA_NAMES: Record<Exclude<Modifier, 'Mod'>, string> = { Ctrl: 'Control', Alt: 'Alt', Shift: 'Shift' };

export function formatShortcut(keys: string, mac: boolean): ShortcutText {
  const parts = keys.split('-');
  const key = parts.pop() ?? '';
  const modifiers = new Set(parts as Modifier[]);
  const shownKey = key.length === 1 ? key.toUpperCase() : key;
  const present = (order: readonly Modifier[]) => order.filter((modifier) => modifiers.has(modifier));
  const label = mac
    ? `${present(MAC_ORDER)
        .map((modifier) => (modifier === 'Mod' ? '⌘' : MAC_SYMBOLS[modifier]))
        .join('')}${shownKey}`
    : [...present(OTHER_ORDER).map((modifier) => (modifier === 'Mod' ? 'Ctrl' : modifier)), shownKey].join('+');
  const aria = [
    ...present(OTHER_ORDER).map((modifier) => (modifier === 'Mod' ? (mac ? 'Meta' : 'Control') : ARIA_NAMES[modifier])),
    shownKey,
  ].join('+');
  return { label, aria };
}

/** Whether the platform's command key is ⌘ (macOS, iOS, iPadOS), from what the browser reports. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
