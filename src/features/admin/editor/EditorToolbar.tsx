import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { formatShortcut } from '../../../lib/shortcuts';
import { ToolbarButton } from './ToolbarButton';
import {
  controlState,
  focusText,
  GROUP_LABELS,
  isDialogControl,
  runControl,
  TOOLBAR,
  type ContentLang,
  type ControlId,
  type ControlState,
  type DialogControl,
} from './toolbarControls';
import * as styles from './RichTextEditor.module.css';

export interface EditorToolbarProps {
  readonly editor: Editor;
  readonly lang: ContentLang;
  /** Whether shortcuts are written for a Mac (⌘) or for everyone else (Ctrl). */
  readonly mac: boolean;
  /** The editing area's id: the toolbar says what it formats (aria-controls). */
  readonly controls: string;
  /** A control that opens a dialog (the link, a picture, a gallery, an embed) was pressed. */
  readonly onDialog: (control: DialogControl) => void;
  /** Controls that do not apply in this editor (no picture source for the picture blocks). */
  readonly unavailable?: readonly ControlId[];
  readonly toolbarRef: Ref<HTMLDivElement>;
}

const ORDER: readonly ControlId[] = TOOLBAR.flatMap(({ controls }) => controls.map((control) => control.id));

/**
 * SPEC §9's toolbar as a WAI-ARIA toolbar: one tab stop (the last control used), arrow keys, Home and End move
 * along it, Esc goes back to the text. Its state follows the editor's transactions (useEditorState), so every
 * control's pressed and disabled state is the caret's.
 */
export function EditorToolbar({ editor, lang, mac, controls, onDialog, unavailable = [], toolbarRef }: EditorToolbarProps) {
  const intl = useIntl();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const groups = useRef<(HTMLDivElement | null)[]>([]);
  useRowStarts(groups);
  const states = useEditorState({
    editor,
    selector: ({ editor: shown }): Record<ControlId, ControlState> =>
      Object.fromEntries(ORDER.map((id) => [id, controlState(shown, id, lang)])) as Record<ControlId, ControlState>,
  });

  const move = (index: number) => {
    const next = (index + ORDER.length) % ORDER.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(ORDER.length - 1),
      Escape: () => focusText(editor),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'admin.editor.toolbar', defaultMessage: 'Formatting' })}
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {TOOLBAR.map(({ group, controls: members }, groupAt) => (
        <div
          key={group}
          ref={(element) => {
            groups.current[groupAt] = element;
          }}
          role="group"
          aria-label={intl.formatMessage(GROUP_LABELS[group])}
          className={styles.group}
        >
          {members.map((control) => {
            const at = ORDER.indexOf(control.id);
            const state = states[control.id];
            const shortcut = control.shortcut === 'typed' || control.shortcut === null ? null : formatShortcut(control.shortcut, mac);
            return (
              <ToolbarButton
                key={control.id}
                icon={control.id}
                label={intl.formatMessage(control.label)}
                keys={
                  shortcut?.label ??
                  (control.shortcut === 'typed'
                    ? intl.formatMessage({ id: 'admin.editor.typedRule', defaultMessage: 'Type {marker} on an empty line' }, { marker: '---' })
                    : undefined)
                }
                ariaKeys={shortcut?.aria}
                pressed={control.toggle ? state.active : undefined}
                enabled={state.enabled && !unavailable.includes(control.id)}
                tabIndex={at === current ? 0 : -1}
                hasPopup={isDialogControl(control.id) ? 'dialog' : undefined}
                buttonRef={(button) => {
                  buttons.current[at] = button;
                }}
                onFocus={() => setCurrent(at)}
                onActivate={() => {
                  const { id } = control;
                  if (isDialogControl(id)) onDialog(id);
                  else runControl(editor, id, lang);
                }}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * Marks each group that the toolbar's wrapping put at the start of a row (`data-row-start`), so its separator is
 * not drawn there: a row never starts with a line before its first button. The separator takes no room
 * (RichTextEditor.module.css), so marking a group cannot change where the rows wrap. Set on the elements, not in
 * state: it is drawing only, and the toolbar need not render again when its width changes.
 */
function useRowStarts(groups: { readonly current: readonly (HTMLDivElement | null)[] }): void {
  useLayoutEffect(() => {
    const elements = groups.current.filter((element): element is HTMLDivElement => element !== null);
    const toolbar = elements[0]?.parentElement;
    if (!toolbar) return undefined;
    const mark = () => {
      elements.forEach((element, index) => {
        const previous = elements[index - 1];
        const starts = previous !== undefined && element.getBoundingClientRect().top > previous.getBoundingClientRect().top + 1;
        element.toggleAttribute('data-row-start', starts);
      });
    };
    mark();
    // Without ResizeObserver (an old browser, a test's DOM) the rows are marked once, as first laid out.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(mark);
    observer.observe(toolbar);
    return () => observer.disconnect();
  }, [groups]);
}
