import type { BoundFunctions, queries } from '@testing-library/dom';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { expect, waitFor, within, type UserEventObject } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import en from '../../../../locales/en.json';
import zhTw from '../../../../locales/zh-tw.json';
import { RichTextEditor, type RichTextEditorProps } from '../../../../src/features/admin/editor/RichTextEditor';
import { expectFitsWidth } from '../../../checks';

const LABEL = 'Body (English)';
const RESTORED = '<h2>Restored draft</h2><p>The text saved before the reload.</p>';

interface HarnessProps {
  readonly initial?: string;
  readonly lang?: RichTextEditorProps['lang'];
  readonly label?: string;
  readonly invalid?: boolean;
}

/**
 * The editor as the article screen holds it: the value lives outside (here in state), every change comes back
 * as `value`, and "Restore" hands it a value from outside. The HTML it hands out is shown for the assertions.
 */
function Harness({ initial = '<p>Tea terraces above the river.</p>', lang = 'en', label = LABEL, invalid = false }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 960 }}>
      <RichTextEditor
        id="body"
        label={label}
        value={value}
        onChange={setValue}
        lang={lang}
        invalid={invalid}
        describedBy={invalid ? 'body-error' : undefined}
      />
      {invalid && (
        <p id="body-error" style={{ margin: 0, color: 'var(--error)' }}>
          Write the body before publishing
        </p>
      )}
      <button type="button" onClick={() => setValue(RESTORED)} style={{ justifySelf: 'start' }}>
        Restore the saved draft
      </button>
      <output data-testid="html" style={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
        {value}
      </output>
    </div>
  );
}

/**
 * SPEC §9's toolbar above the article body: every control proves what it makes, its pressed and disabled state,
 * its shortcut; the link dialog refuses what may not be a link; the toolbar is one tab stop with arrow keys.
 */
const meta = preview.meta({
  title: 'Admin/RichTextEditor',
  component: Harness,
});

type Canvas = BoundFunctions<typeof queries>;
type StoryUser = UserEventObject;

function area(canvas: Canvas, label = LABEL): HTMLElement {
  return canvas.getByRole('textbox', { name: label });
}

function editorOf(canvas: Canvas, label = LABEL): Editor {
  return (area(canvas, label) as HTMLElement & { editor: Editor }).editor;
}

function control(canvas: Canvas, name: string): HTMLElement {
  return within(canvas.getByRole('toolbar', { name: en['admin.editor.toolbar'] })).getByRole('button', { name });
}

/** The HTML the editor handed to its owner (onChange). */
function html(canvas: Canvas): string {
  return canvas.getByTestId('html').textContent ?? '';
}

/**
 * Types into the editing area as the browser's own text input does (beforeinput, input), which ProseMirror reads.
 * user-event's typing into a contenteditable keeps its own idea of the caret, which ProseMirror's redraw resets.
 */
async function typeText(text: string): Promise<void> {
  for (const character of text) {
    document.execCommand('insertText', false, character);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Puts the caret in the text and selects all of it, as an editor does before pressing a control. */
async function selectAll(canvas: Canvas, userEvent: StoryUser): Promise<void> {
  await userEvent.click(area(canvas));
  await userEvent.keyboard('{Control>}a{/Control}');
}

/** A mark control (bold …): the toolbar makes it and says so, again undoes it, and its shortcut makes it too. */
function markStory(name: keyof typeof en, tag: string, shortcut: string) {
  return meta.story({
    play: async ({ canvas, userEvent }) => {
      const button = control(canvas, en[name]);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await selectAll(canvas, userEvent);
      await userEvent.click(button);
      await waitFor(() => expect(area(canvas).querySelector(tag)).toHaveTextContent('Tea terraces above the river.'));
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(html(canvas)).toBe(`<p><${tag}>Tea terraces above the river.</${tag}></p>`);
      // Clicking leaves the text focused and selected: the editor goes on typing where it was.
      await expect(area(canvas)).toHaveFocus();
      await userEvent.click(button);
      await waitFor(() => expect(area(canvas).querySelector(tag)).toBeNull());
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await userEvent.keyboard(shortcut);
      await waitFor(() => expect(area(canvas).querySelector(tag)).not.toBeNull());
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    },
  });
}

/** An alignment control: the paragraph takes the alignment (and the reader's page the same style). */
function alignmentStory(name: keyof typeof en, alignment: string, shortcut: string) {
  return meta.story({
    render: () => <Harness initial="<p>Tea terraces above the river.</p><p>Second paragraph.</p>" />,
    play: async ({ canvas, userEvent }) => {
      const button = control(canvas, en[name]);
      await userEvent.click(area(canvas));
      editorOf(canvas).commands.setTextSelection(3);
      // An English paragraph starts aligned left: that control shows pressed, the others not.
      await expect(control(canvas, en['admin.editor.alignLeft'])).toHaveAttribute('aria-pressed', 'true');
      if (alignment === 'left') {
        // Left is the paragraph's own alignment: center first, then back to left, which writes no style.
        await userEvent.click(control(canvas, en['admin.editor.alignCenter']));
        await waitFor(() => expect(html(canvas)).toContain('text-align: center'));
        await userEvent.click(button);
        await waitFor(() => expect(html(canvas)).toBe('<p>Tea terraces above the river.</p><p>Second paragraph.</p>'));
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await userEvent.keyboard('{Control>}{Shift>}e{/Shift}{/Control}');
        await waitFor(() => expect(html(canvas)).toContain('text-align: center'));
        await userEvent.keyboard(shortcut);
        await waitFor(() => expect(html(canvas)).not.toContain('style'));
        return;
      }
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(button);
      const paragraph = area(canvas).querySelector('p');
      await waitFor(() => expect(paragraph).toHaveStyle({ textAlign: alignment }));
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(control(canvas, en['admin.editor.alignLeft'])).toHaveAttribute('aria-pressed', 'false');
      await expect(html(canvas)).toMatch(new RegExp(`^<p style="text-align: ${alignment};?">Tea terraces`));
      // Only the paragraph with the caret changed.
      await expect(area(canvas).querySelectorAll('p')[1]).not.toHaveAttribute('style');
      await userEvent.keyboard('{Control>}{Shift>}l{/Shift}{/Control}');
      await waitFor(() => expect(paragraph).not.toHaveAttribute('style'));
      await userEvent.keyboard(shortcut);
      await waitFor(() => expect(paragraph).toHaveStyle({ textAlign: alignment }));
    },
  });
}

export const Empty = meta.story({
  render: () => <Harness initial="" />,
  play: async ({ canvas, userEvent }) => {
    const text = area(canvas);
    await expect(text).toHaveAttribute('aria-multiline', 'true');
    await expect(text).toHaveAttribute('lang', 'en');
    await expect(text).toHaveAttribute('id', 'body');
    const toolbar = canvas.getByRole('toolbar', { name: en['admin.editor.toolbar'] });
    await expect(toolbar).toHaveAttribute('aria-controls', 'body');
    // Exactly SPEC §9's controls, in its order, with issue 25's quotes and blocks before the horizontal line.
    await expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      en['admin.editor.heading2'],
      en['admin.editor.heading3'],
      en['admin.editor.alignLeft'],
      en['admin.editor.alignCenter'],
      en['admin.editor.alignRight'],
      en['admin.editor.alignJustify'],
      en['admin.editor.bold'],
      en['admin.editor.italic'],
      en['admin.editor.underline'],
      en['admin.editor.strike'],
      en['admin.editor.link'],
      en['admin.editor.bulletList'],
      en['admin.editor.orderedList'],
      en['admin.editor.blockquote'],
      en['admin.editor.pullQuote'],
      en['admin.editor.picture'],
      en['admin.editor.gallery'],
      en['admin.editor.embed'],
      en['admin.editor.horizontalRule'],
      en['admin.editor.undo'],
      en['admin.editor.redo'],
    ]);
    // Nothing to undo or redo yet.
    await expect(control(canvas, en['admin.editor.undo'])).toHaveAttribute('aria-disabled', 'true');
    await expect(control(canvas, en['admin.editor.redo'])).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(text);
    await typeText('Hello');
    await waitFor(() => expect(html(canvas)).toBe('<p>Hello</p>'));
    await expect(control(canvas, en['admin.editor.undo'])).not.toHaveAttribute('aria-disabled');
    // An empty body is '' for its owner (a required body reads as missing), not '<p></p>'.
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(html(canvas)).toBe(''));
  },
});

export const Heading = meta.story({
  play: async ({ canvas, userEvent }) => {
    const heading = control(canvas, en['admin.editor.heading2']);
    const subheading = control(canvas, en['admin.editor.heading3']);
    await selectAll(canvas, userEvent);
    await userEvent.click(heading);
    await waitFor(() => expect(html(canvas)).toBe('<h2>Tea terraces above the river.</h2>'));
    await expect(heading).toHaveAttribute('aria-pressed', 'true');
    await expect(subheading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heading);
    await waitFor(() => expect(html(canvas)).toBe('<p>Tea terraces above the river.</p>'));
    await expect(heading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
    await waitFor(() => expect(area(canvas).querySelector('h2')).not.toBeNull());
  },
});

export const Subheading = meta.story({
  play: async ({ canvas, userEvent }) => {
    const subheading = control(canvas, en['admin.editor.heading3']);
    await selectAll(canvas, userEvent);
    await userEvent.click(subheading);
    await waitFor(() => expect(html(canvas)).toBe('<h3>Tea terraces above the river.</h3>'));
    await expect(subheading).toHaveAttribute('aria-pressed', 'true');
    await expect(control(canvas, en['admin.editor.heading2'])).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Control>}{Alt>}3{/Alt}{/Control}');
    await waitFor(() => expect(html(canvas)).toBe('<p>Tea terraces above the river.</p>'));
  },
});

export const AlignLeft = alignmentStory('admin.editor.alignLeft', 'left', '{Control>}{Shift>}l{/Shift}{/Control}');
export const AlignCenter = alignmentStory('admin.editor.alignCenter', 'center', '{Control>}{Shift>}e{/Shift}{/Control}');
export const AlignRight = alignmentStory('admin.editor.alignRight', 'right', '{Control>}{Shift>}r{/Shift}{/Control}');
export const AlignJustify = alignmentStory('admin.editor.alignJustify', 'justify', '{Control>}{Shift>}j{/Shift}{/Control}');

export const Bold = markStory('admin.editor.bold', 'strong', '{Control>}b{/Control}');
export const Italic = markStory('admin.editor.italic', 'em', '{Control>}i{/Control}');
export const Underline = markStory('admin.editor.underline', 'u', '{Control>}u{/Control}');
export const Strikethrough = markStory('admin.editor.strike', 's', '{Control>}{Shift>}s{/Shift}{/Control}');

export const BulletedList = meta.story({
  render: () => <Harness initial="<p>Green tea</p><p>Oolong</p>" />,
  play: async ({ canvas, userEvent }) => {
    const button = control(canvas, en['admin.editor.bulletList']);
    await selectAll(canvas, userEvent);
    await userEvent.click(button);
    await waitFor(() => expect(html(canvas)).toBe('<ul><li><p>Green tea</p></li><li><p>Oolong</p></li></ul>'));
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(control(canvas, en['admin.editor.orderedList'])).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Control>}{Shift>}8{/Shift}{/Control}');
    await waitFor(() => expect(html(canvas)).toBe('<p>Green tea</p><p>Oolong</p>'));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
});

export const NumberedList = meta.story({
  render: () => <Harness initial="<p>Rinse the leaves</p><p>Steep for a minute</p>" />,
  play: async ({ canvas, userEvent }) => {
    const button = control(canvas, en['admin.editor.orderedList']);
    await selectAll(canvas, userEvent);
    await userEvent.click(button);
    await waitFor(() =>
      expect(html(canvas)).toBe('<ol><li><p>Rinse the leaves</p></li><li><p>Steep for a minute</p></li></ol>'),
    );
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Control>}{Shift>}7{/Shift}{/Control}');
    await waitFor(() => expect(html(canvas)).toBe('<p>Rinse the leaves</p><p>Steep for a minute</p>'));
  },
});

export const HorizontalLine = meta.story({
  play: async ({ canvas, userEvent }) => {
    const button = control(canvas, en['admin.editor.horizontalRule']);
    // An action, not a toggle: no pressed state.
    await expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(area(canvas));
    editorOf(canvas).commands.focus('end');
    await userEvent.click(button);
    await waitFor(() => expect(area(canvas).querySelector('hr')).not.toBeNull());
    await expect(html(canvas)).toMatch(/^<p>Tea terraces above the river\.<\/p><hr>/);
    // Its keyboard way is TipTap's: --- typed on an empty line (the tooltip says so).
    await expect(button).toHaveAccessibleDescription(en['admin.editor.typedRule'].replace('{marker}', '---'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await typeText('---');
    await waitFor(() => expect(area(canvas).querySelector('hr')).not.toBeNull());
  },
});

export const UndoRedo = meta.story({
  play: async ({ canvas, userEvent }) => {
    const undo = control(canvas, en['admin.editor.undo']);
    const redo = control(canvas, en['admin.editor.redo']);
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await selectAll(canvas, userEvent);
    await userEvent.click(control(canvas, en['admin.editor.bold']));
    await waitFor(() => expect(undo).not.toHaveAttribute('aria-disabled'));
    await expect(redo).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(undo);
    await waitFor(() => expect(html(canvas)).toBe('<p>Tea terraces above the river.</p>'));
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await expect(redo).not.toHaveAttribute('aria-disabled');
    // A disabled control does nothing when pressed.
    await userEvent.click(undo);
    await expect(html(canvas)).toBe('<p>Tea terraces above the river.</p>');
    await userEvent.click(redo);
    await waitFor(() => expect(html(canvas)).toBe('<p><strong>Tea terraces above the river.</strong></p>'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(html(canvas)).toBe('<p>Tea terraces above the river.</p>'));
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(html(canvas)).toBe('<p><strong>Tea terraces above the river.</strong></p>'));
  },
});

/** The dialog of the link control, opened from the toolbar. */
async function openLinkDialog(canvas: Canvas, userEvent: StoryUser) {
  await userEvent.click(control(canvas, en['admin.editor.link']));
  const page = within(document.body);
  return page.findByRole('dialog');
}

export const AddLink = meta.story({
  play: async ({ canvas, userEvent }) => {
    const button = control(canvas, en['admin.editor.link']);
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(area(canvas));
    editorOf(canvas).commands.setTextSelection({ from: 1, to: 4 });
    const dialog = await openLinkDialog(canvas, userEvent);
    await expect(dialog).toHaveAccessibleName(en['admin.editor.linkDialog.addTitle']);
    const address = within(dialog).getByLabelText(en['admin.editor.linkDialog.url']);
    await expect(address).toHaveFocus();
    // A bare host becomes an https address.
    await userEvent.type(address, 'example.com/tea');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(html(canvas)).toBe('<p><a href="https://example.com/tea">Tea</a> terraces above the river.</p>'));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    // Back in the text, where the link now is.
    await waitFor(() => expect(area(canvas)).toHaveFocus());
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // Links open in place, as the site's do: no target, no rel.
    await expect(area(canvas).querySelector('a')?.getAttributeNames().sort()).toEqual(['href']);
  },
});

export const EditAndRemoveLink = meta.story({
  render: () => <Harness initial='<p>Read <a href="https://example.com/old">the report</a> first.</p>' />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(area(canvas));
    editorOf(canvas).commands.setTextSelection(10);
    await waitFor(() => expect(control(canvas, en['admin.editor.link'])).toHaveAttribute('aria-pressed', 'true'));
    let dialog = await openLinkDialog(canvas, userEvent);
    await expect(dialog).toHaveAccessibleName(en['admin.editor.linkDialog.editTitle']);
    const address = within(dialog).getByLabelText(en['admin.editor.linkDialog.url']);
    await expect(address).toHaveValue('https://example.com/old');
    await userEvent.clear(address);
    await userEvent.type(address, 'mailto:desk@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.editor.linkDialog.apply'] }));
    await waitFor(() => expect(html(canvas)).toBe('<p>Read <a href="mailto:desk@example.com">the report</a> first.</p>'));
    editorOf(canvas).commands.setTextSelection(10);
    dialog = await openLinkDialog(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.editor.linkDialog.remove'] }));
    await waitFor(() => expect(html(canvas)).toBe('<p>Read the report first.</p>'));
    await expect(control(canvas, en['admin.editor.link'])).toHaveAttribute('aria-pressed', 'false');
  },
});

/** The refusals, each in the dialog's own words; nothing is linked until the address is one. */
export const LinkRefused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await selectAll(canvas, userEvent);
    const dialog = await openLinkDialog(canvas, userEvent);
    const address = within(dialog).getByLabelText(en['admin.editor.linkDialog.url']);
    const apply = within(dialog).getByRole('button', { name: en['admin.editor.linkDialog.apply'] });
    await userEvent.click(apply);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['admin.editor.linkDialog.required']);
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    for (const typed of ['javascript:alert(document.cookie)', 'data:text/html,<b>hi</b>', 'JaVaScRiPt:void(0)']) {
      await userEvent.clear(address);
      await userEvent.type(address, typed);
      // Editing clears the refusal; Apply says it again.
      await expect(within(dialog).queryByRole('alert')).toBeNull();
      await userEvent.click(apply);
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        en['admin.editor.linkDialog.scheme'].replace('{schemes}', 'http: https: mailto:'),
      );
    }
    await userEvent.clear(address);
    await userEvent.type(address, 'not an address');
    await userEvent.click(apply);
    const refusal = await within(dialog).findByRole('alert');
    await expect(refusal).toHaveTextContent(en['admin.editor.linkDialog.invalid']);
    await expect(address.getAttribute('aria-describedby')).toContain(refusal.id);
    await expect(html(canvas)).toBe('<p>Tea terraces above the river.</p>');
  },
});

export const LinkEscCloses = meta.story({
  play: async ({ canvas, userEvent }) => {
    await selectAll(canvas, userEvent);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await within(document.body).findByRole('dialog');
    const address = within(dialog).getByLabelText(en['admin.editor.linkDialog.url']);
    await expect(address).toHaveFocus();
    // Focus stays in the dialog: Tab from its last control comes back to its first.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: en['admin.editor.linkDialog.cancel'] })).toHaveFocus();
    await userEvent.tab();
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'example.com');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus is back where the dialog was opened from (Ctrl+K in the text), and nothing was linked.
    await expect(area(canvas)).toHaveFocus();
    await expect(html(canvas)).toBe('<p>Tea terraces above the river.</p>');
  },
});

/** WAI-ARIA toolbar: one tab stop, arrows, Home and End, Esc back to the text, Esc from the text to the toolbar. */
export const ToolbarKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toolbar = canvas.getByRole('toolbar', { name: en['admin.editor.toolbar'] });
    const buttons = within(toolbar).getAllByRole('button');
    await expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    // The tooltip shows on keyboard focus, with the shortcut as Ctrl (this is not a Mac).
    await expect(buttons[0]).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+2');
    await expect(buttons[0]).toHaveAccessibleDescription('Ctrl+Alt+2');
    await expect(buttons[0]?.nextElementSibling).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(buttons[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(buttons.at(-1)).toHaveFocus();
    // A disabled control (redo, with nothing to redo) is still reached, and says so.
    await expect(buttons.at(-1)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const bold = control(canvas, en['admin.editor.bold']);
    await expect(bold).toHaveFocus();
    // Tab leaves the toolbar for the text; Shift+Tab comes back to the control last used, not the first.
    await userEvent.tab();
    await expect(area(canvas)).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(area(canvas)).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}{Escape}');
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(html(canvas)).toBe('<p><strong>Tea terraces above the river.</strong></p>'));
    // The link dialog opened from the keyboard gives focus back to its control on Esc.
    await userEvent.keyboard('{Escape}');
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const link = control(canvas, en['admin.editor.link']);
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();
    // Tab from the text goes on to the page's next control.
    await userEvent.click(area(canvas));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Restore the saved draft' })).toHaveFocus();
  },
});

/** A value from outside (a restored draft, a conversion) replaces the text and starts the undo history again. */
export const ReplacedFromOutside = meta.story({
  play: async ({ canvas, userEvent }) => {
    await selectAll(canvas, userEvent);
    await userEvent.click(control(canvas, en['admin.editor.italic']));
    await waitFor(() => expect(control(canvas, en['admin.editor.undo'])).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(canvas.getByRole('button', { name: 'Restore the saved draft' }));
    await waitFor(() => expect(area(canvas).querySelector('h2')).toHaveTextContent('Restored draft'));
    await expect(control(canvas, en['admin.editor.undo'])).toHaveAttribute('aria-disabled', 'true');
    // The editor's own changes come back as its value without moving the caret: typing goes on in place.
    await userEvent.click(area(canvas));
    editorOf(canvas).commands.setTextSelection(9);
    await typeText('ABC');
    await waitFor(() => expect(html(canvas)).toBe('<h2>RestoredABC draft</h2><p>The text saved before the reload.</p>'));
  },
});

/** Hovering a control shows its name and shortcut; Esc hides the tooltip (WCAG 1.4.13) without moving the pointer. */
export const TooltipOnHover = meta.story({
  play: async ({ canvas, userEvent }) => {
    const bold = control(canvas, en['admin.editor.bold']);
    const tooltip = bold.nextElementSibling as HTMLElement;
    await expect(tooltip).not.toBeVisible();
    await userEvent.hover(bold);
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(tooltip).toHaveTextContent(`${en['admin.editor.bold']}Ctrl+B`);
    await expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    await userEvent.keyboard('{Escape}');
    await expect(tooltip).not.toBeVisible();
    await userEvent.unhover(bold);
    await userEvent.hover(control(canvas, en['admin.editor.strike']));
    await expect(control(canvas, en['admin.editor.strike']).nextElementSibling).toHaveTextContent('Ctrl+Shift+S');
  },
});

/** A story's figure and quote, which the toolbar cannot make, survive opening and editing it. */
export const KeepsFiguresAndQuotes = meta.story({
  render: () => (
    <Harness
      initial={
        '<p>Before the picture.</p><blockquote><p>A quote from the growers.</p></blockquote>' +
        '<figure><img src="/media/missing.jpg" width="1200" height="800" alt="Terraces at dawn" loading="lazy" decoding="async">' +
        '<figcaption>Terraces at dawn.</figcaption></figure><p>After the picture.</p>'
      }
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(area(canvas).querySelector('figure figcaption')).toHaveTextContent('Terraces at dawn.');
    await userEvent.click(area(canvas));
    editorOf(canvas).commands.setTextSelection(2);
    await userEvent.click(control(canvas, en['admin.editor.bold']));
    await userEvent.click(control(canvas, en['admin.editor.undo']));
    editorOf(canvas).commands.selectAll();
    await userEvent.click(control(canvas, en['admin.editor.italic']));
    await waitFor(() => expect(html(canvas)).toContain('<em>Before the picture.</em>'));
    await expect(html(canvas)).toContain(
      '<figure><img src="/media/missing.jpg" width="1200" height="800" alt="Terraces at dawn" loading="lazy" decoding="async"><figcaption>Terraces at dawn.</figcaption></figure>',
    );
    await expect(html(canvas)).toContain('<blockquote><p><em>A quote from the growers.</em></p></blockquote>');
  },
});

export const Invalid = meta.story({
  render: () => <Harness invalid />,
  play: async ({ canvas }) => {
    await expect(area(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(area(canvas)).toHaveAccessibleDescription('Write the body before publishing');
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  render: () => <Harness lang="zh-tw" label="內文（繁體中文）" initial="<p>山城的清晨，霧氣還沒散去。</p>" />,
  play: async ({ canvas, userEvent }) => {
    const text = area(canvas, '內文（繁體中文）');
    await expect(text).toHaveAttribute('lang', 'zh-Hant');
    const toolbar = canvas.getByRole('toolbar', { name: zhTw['admin.editor.toolbar'] });
    const bold = within(toolbar).getByRole('button', { name: zhTw['admin.editor.bold'] });
    await expect(within(toolbar).getByRole('group', { name: zhTw['admin.editor.group.alignment'] })).toBeVisible();
    // A Chinese paragraph is justified on the reader's page: that is the alignment it shows pressed.
    await userEvent.click(text);
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: zhTw['admin.editor.alignJustify'] })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(bold);
    await waitFor(() => expect(html(canvas)).toBe('<p><strong>山城的清晨，霧氣還沒散去。</strong></p>'));
    await userEvent.click(within(toolbar).getByRole('button', { name: zhTw['admin.editor.link'] }));
    const dialog = await within(document.body).findByRole('dialog', { name: zhTw['admin.editor.linkDialog.addTitle'] });
    const address = within(dialog).getByLabelText(zhTw['admin.editor.linkDialog.url']);
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: zhTw['admin.editor.linkDialog.apply'] }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      zhTw['admin.editor.linkDialog.scheme'].replace('{schemes}', 'http: https: mailto:'),
    );
    // Esc closes and gives focus back to where it was: a mouse press on the toolbar leaves it in the text.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(text).toHaveFocus();
    await expect(html(canvas)).toBe('<p><strong>山城的清晨，霧氣還沒散去。</strong></p>');
  },
});

export const Mobile = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const toolbar = canvas.getByRole('toolbar', { name: en['admin.editor.toolbar'] });
    // The toolbar wraps onto more rows rather than scrolling sideways.
    const tops = new Set(within(toolbar).getAllByRole('button').map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    // No row starts with a group separator: a group the wrapping put first on its row draws none, the others do.
    const groups = within(toolbar).getAllByRole('group');
    const separated = (group: HTMLElement) => getComputedStyle(group, '::before').content !== 'none';
    const topOf = (group: HTMLElement) => Math.round(group.getBoundingClientRect().top);
    await waitFor(() =>
      expect(groups.map((group) => separated(group))).toEqual(groups.map((group, index) => index > 0 && topOf(group) === topOf(groups[index - 1]!))),
    );
    await expect(new Set(groups.map(topOf)).size).toBeGreaterThan(1);
    await expectFitsWidth(canvasElement);
    await expectFitsWidth(area(canvas));
  },
});
