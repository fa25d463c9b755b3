import { useEffect, useId, useState, type Ref } from 'react';
import { EditorIcon } from './EditorIcon';
import type { IconName } from './toolbarControls';
import * as styles from './RichTextEditor.module.css';

export interface ToolbarButtonProps {
  readonly icon: IconName;
  /** The control's name ("Bold"): its accessible name and the tooltip's first line. */
  readonly label: string;
  /**
   * The keyboard's way to the same thing, as the platform writes it ("Ctrl+B", "⌘B", "Type --- …"), or nothing
   * for a control the toolbar alone reaches.
   */
  readonly keys?: string | undefined;
  /** aria-keyshortcuts, when the way is a key combination. */
  readonly ariaKeys?: string | undefined;
  /** Toggles say whether they are on (aria-pressed); actions (undo, horizontal line) leave it out. */
  readonly pressed?: boolean | undefined;
  readonly enabled: boolean;
  /** The toolbar's roving tab stop: 0 for the one control Tab reaches, -1 for the others. */
  readonly tabIndex: 0 | -1;
  readonly hasPopup?: 'dialog' | undefined;
  readonly buttonRef: Ref<HTMLButtonElement>;
  readonly onActivate: () => void;
  /** It became the toolbar's tab stop (focused, or clicked). */
  readonly onFocus: () => void;
}

/**
 * One toolbar control: an icon button named by its label, with a tooltip (on hover and on keyboard focus) that
 * repeats the name and gives the shortcut. A control that does not apply here is aria-disabled, not disabled:
 * it keeps its place in the arrow-key order and keeps focus when it stops applying (the last undo), as the
 * WAI-ARIA toolbar pattern advises.
 */
export function ToolbarButton({
  icon,
  label,
  keys,
  ariaKeys,
  pressed,
  enabled,
  tabIndex,
  hasPopup,
  buttonRef,
  onActivate,
  onFocus,
}: ToolbarButtonProps) {
  const keysId = useId();
  // Hover is tracked here, not with CSS :hover, so that Esc can hide a hover tooltip wherever focus is (WCAG 1.4.13:
  // dismissible without moving the pointer). Esc in the toolbar takes focus to the text, hiding a focus tooltip.
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (!hovered) return undefined;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHovered(false);
    };
    window.addEventListener('keydown', dismiss);
    return () => window.removeEventListener('keydown', dismiss);
  }, [hovered]);
  return (
    <span className={styles.control} onPointerEnter={() => setHovered(true)} onPointerLeave={() => setHovered(false)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-pressed={pressed}
        aria-disabled={!enabled || undefined}
        aria-keyshortcuts={ariaKeys}
        aria-describedby={keys ? keysId : undefined}
        aria-haspopup={hasPopup}
        tabIndex={tabIndex}
        onFocus={onFocus}
        // The editor keeps its selection: a mouse press on the toolbar does not take focus from the text.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          onFocus();
          if (enabled) onActivate();
        }}
      >
        <EditorIcon name={icon} />
      </button>
      {/* Hidden from assistive technology, which has the name and, through aria-describedby, the keys. */}
      <span className={styles.tooltip} data-shown={hovered || undefined} aria-hidden="true">
        {label}
        {keys && (
          <kbd id={keysId} className={styles.keys}>
            {keys}
          </kbd>
        )}
      </span>
    </span>
  );
}
