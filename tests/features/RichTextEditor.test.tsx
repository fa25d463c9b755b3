// @vitest-environment jsdom
// jsdom: ProseMirror measures and selects in a faithful DOM (happy-dom's selection is not enough for it).
import type { Editor } from '@tiptap/core';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor, type RichTextEditorProps } from '../../src/features/admin/editor/RichTextEditor';
import { MESSAGES } from '../render';

function English({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={MESSAGES.en}>
      {children}
    </IntlProvider>
  );
}

function show(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const all: RichTextEditorProps = { id: 'body', label: 'Body (English)', value: '<p>Tea</p>', onChange, lang: 'en', ...props };
  const view = render(<RichTextEditor {...all} />, { wrapper: English });
  const area = screen.getByRole('textbox', { name: all.label });
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  const rerender = (value: string) => view.rerender(<RichTextEditor {...all} value={value} />);
  return { area, editor, onChange, rerender, view };
}

describe('the body editor and its owner’s value', () => {
  it('hands out every change, and an empty body as an empty string', () => {
    const { editor, onChange } = show();
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' leaves');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Tea leaves</p>');
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes its own changes back late, out of step with typing, without resetting the text or the caret', () => {
    const { editor, onChange, rerender } = show();
    for (const character of [' ', 'o', 'f']) {
      act(() => {
        editor.commands.insertContent(character);
      });
    }
    const handedOut = onChange.mock.calls.map(([html]) => html);
    expect(handedOut).toEqual(['<p> Tea</p>', '<p> oTea</p>', '<p> ofTea</p>']);
    const caret = editor.state.selection.from;
    // The owner renders the first change only now, then the last.
    rerender(handedOut[0] ?? '');
    rerender(handedOut[2] ?? '');
    expect(editor.getHTML()).toBe('<p> ofTea</p>');
    expect(editor.state.selection.from).toBe(caret);
    expect(editor.can().undo()).toBe(true);
  });

  it('replaces the text with a value from outside, and starts the undo history again', () => {
    const { editor, onChange, rerender } = show();
    act(() => {
      editor.chain().selectAll().toggleBold().run();
    });
    expect(editor.can().undo()).toBe(true);
    onChange.mockClear();
    rerender('<h2>Restored</h2><p>From the saved draft.</p>');
    expect(editor.getHTML()).toBe('<h2>Restored</h2><p>From the saved draft.</p>');
    // Not handed back as a change of the editor's own, and undo cannot bring back the text it replaced.
    expect(onChange).not.toHaveBeenCalled();
    expect(editor.can().undo()).toBe(false);
  });

  it('declares the body’s language, name, description and validity on the editing area', () => {
    const { area, view } = show({ lang: 'zh-tw', label: '內文（繁體中文）', describedBy: 'body-error', invalid: true });
    expect(area.getAttribute('lang')).toBe('zh-Hant');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe('body-error');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    view.rerender(<RichTextEditor id="body" label="內文（繁體中文）" value="<p>Tea</p>" onChange={() => {}} lang="zh-cn" />);
    expect(area.getAttribute('lang')).toBe('zh-Hans');
    expect(area.hasAttribute('aria-invalid')).toBe(false);
  });
});
