import { describe, expect, it } from 'vitest';
import { formatShortcut, isApplePlatform } from '../../src/lib/shortcuts';

describe('shortcuts as each platform writes them', () => {
  it.each([
    ['Mod-b', 'Ctrl+B', 'Control+B', '⌘B', 'Meta+B'],
    ['Mod-Shift-s', 'Ctrl+Shift+S', 'Control+Shift+S', '⇧⌘S', 'Meta+Shift+S'],
    ['Mod-Alt-2', 'Ctrl+Alt+2', 'Control+Alt+2', '⌥⌘2', 'Meta+Alt+2'],
    ['Mod-Shift-8', 'Ctrl+Shift+8', 'Control+Shift+8', '⇧⌘8', 'Meta+Shift+8'],
  ])('%s', (keys, other, otherAria, mac, macAria) => {
    expect(formatShortcut(keys, false)).toEqual({ label: other, aria: otherAria });
    expect(formatShortcut(keys, true)).toEqual({ label: mac, aria: macAria });
  });

  it('knows Apple platforms by their reported names', () => {
    expect(['macOS', 'MacIntel', 'iPhone', 'iPad'].map(isApplePlatform)).toEqual([true, true, true, true]);
    expect(['Windows', 'Win32', 'Linux x86_64', 'Android', ''].map(isApplePlatform)).toEqual([false, false, false, false, false]);
  });
});
