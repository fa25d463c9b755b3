import type { ChainedCommands, Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Locale } from '../../../../contracts/common';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ALIGNABLE, ALIGNMENT_SHORTCUTS, LINK_SHORTCUT, type Alignment } from './editorExtensions';

/** The body's language, as the editor is told it. */
export type ContentLang = Locale;

/** SPEC §9's toolbar, control by control, in its order. */
export type ControlId =
  | 'heading2'
  | 'heading3'
  | 'alignLeft'
  | 'alignCenter'
  | 'alignRight'
  | 'alignJustify'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'link'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'pullQuote'
  | 'picture'
  | 'gallery'
  | 'embed'
  | 'horizontalRule'
  | 'undo'
  | 'redo';

export type IconName = ControlId;

const LABELS = defineMessages<ControlId>({
  heading2: { id: 'admin.editor.heading2', defaultMessage: 'Heading' },
  heading3: { id: 'admin.editor.heading3', defaultMessage: 'Subheading' },
  alignLeft: { id: 'admin.editor.alignLeft', defaultMessage: 'Align left' },
  alignCenter: { id: 'admin.editor.alignCenter', defaultMessage: 'Center' },
  alignRight: { id: 'admin.editor.alignRight', defaultMessage: 'Align right' },
  alignJustify: { id: 'admin.editor.alignJustify', defaultMessage: 'Justify' },
  bold: { id: 'admin.editor.bold', defaultMessage: 'Bold' },
  italic: { id: 'admin.editor.italic', defaultMessage: 'Italic' },
  underline: { id: 'admin.editor.underline', defaultMessage: 'Underline' },
  strike: { id: 'admin.editor.strike', defaultMessage: 'Strikethrough' },
  link: { id: 'admin.editor.link', defaultMessage: 'Link' },
  bulletList: { id: 'admin.editor.bulletList', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'admin.editor.orderedList', defaultMessage: 'Numbered list' },
  blockquote: { id: 'admin.editor.blockquote', defaultMessage: 'Block quote' },
  pullQuote: { id: 'admin.editor.pullQuote', defaultMessage: 'Pull quote' },
  picture: { id: 'admin.editor.picture', defaultMessage: 'Picture' },
  gallery: { id: 'admin.editor.gallery', defaultMessage: 'Gallery' },
  embed: { id: 'admin.editor.embed', defaultMessage: 'Embed' },
  horizontalRule: { id: 'admin.editor.horizontalRule', defaultMessage: 'Horizontal line' },
  undo: { id: 'admin.editor.undo', defaultMessage: 'Undo' },
  redo: { id: 'admin.editor.redo', defaultMessage: 'Redo' },
});

export type GroupId = 'heading' | 'alignment' | 'text' | 'lists' | 'quotes' | 'insert' | 'history';

export const GROUP_LABELS = defineMessages<GroupId>({
  heading: { id: 'admin.editor.group.heading', defaultMessage: 'Headings' },
  alignment: { id: 'admin.editor.group.alignment', defaultMessage: 'Alignment' },
  text: { id: 'admin.editor.group.text', defaultMessage: 'Text style' },
  lists: { id: 'admin.editor.group.lists', defaultMessage: 'Lists' },
  quotes: { id: 'admin.editor.group.quotes', defaultMessage: 'Quotes' },
  insert: { id: 'admin.editor.group.insert', defaultMessage: 'Insert' },
  history: { id: 'admin.editor.group.history', defaultMessage: 'History' },
});

export interface ToolbarControl {
  readonly id: ControlId;
  readonly label: MessageDescriptor;
  /**
   * The keymap's name of its shortcut ("Mod-b"), or 'typed' for the horizontal line, whose keyboard way in
   * TipTap is typing --- at the start of a line (no extension binds a key to it), or null for a control reached
   * through the toolbar only (a block's dialog, the pull quote).
   */
  readonly shortcut: string | null;
  /** A toggle (aria-pressed) or an action. */
  readonly toggle: boolean;
}

const control = (id: ControlId, shortcut: string | null, toggle = true): ToolbarControl => ({ id, label: LABELS[id], shortcut, toggle });

/** TipTap's own shortcuts (StarterKit 3, TextAlign, UndoRedo); the link dialog's is ours (editorExtensions.ts). */
export const TOOLBAR: readonly { readonly group: GroupId; readonly controls: readonly ToolbarControl[] }[] = [
  { group: 'heading', controls: [control('heading2', 'Mod-Alt-2'), control('heading3', 'Mod-Alt-3')] },
  {
    group: 'alignment',
    controls: [
      control('alignLeft', ALIGNMENT_SHORTCUTS.left),
      control('alignCenter', ALIGNMENT_SHORTCUTS.center),
      control('alignRight', ALIGNMENT_SHORTCUTS.right),
      control('alignJustify', ALIGNMENT_SHORTCUTS.justify),
    ],
  },
  {
    group: 'text',
    controls: [
      control('bold', 'Mod-b'),
      control('italic', 'Mod-i'),
      control('underline', 'Mod-u'),
      control('strike', 'Mod-Shift-s'),
      control('link', LINK_SHORTCUT),
    ],
  },
  { group: 'lists', controls: [control('bulletList', 'Mod-Shift-8'), control('orderedList', 'Mod-Shift-7')] },
  { group: 'quotes', controls: [control('blockquote', 'Mod-Shift-b'), control('pullQuote', null)] },
  {
    group: 'insert',
    controls: [control('picture', null, false), control('gallery', null, false), control('embed', null, false), control('horizontalRule', 'typed', false)],
  },
  { group: 'history', controls: [control('undo', 'Mod-z', false), control('redo', 'Mod-Shift-z', false)] },
];

const ALIGNMENT_OF: Partial<Record<ControlId, Alignment>> = {
  alignLeft: 'left',
  alignCenter: 'center',
  alignRight: 'right',
  alignJustify: 'justify',
};

/**
 * How a block shows without an alignment of its own, as the reader's page sets it (RichText.module.css):
 * Chinese paragraphs justified, headings and English paragraphs to the start (left).
 */
export function defaultAlignment(block: ProseMirrorNode, lang: ContentLang): Alignment {
  return block.type.name === 'paragraph' && lang !== 'en' ? 'justify' : 'left';
}

/** The block the caret is in (a list item's paragraph, not the list). */
function currentBlock(editor: Editor): ProseMirrorNode {
  return editor.state.selection.$from.parent;
}

function alignmentOf(block: ProseMirrorNode, lang: ContentLang): Alignment {
  return (block.attrs.textAlign as Alignment | null | undefined) ?? defaultAlignment(block, lang);
}

/**
 * Aligns every paragraph and heading of the selection. A block given its own default loses its style instead,
 * so the saved HTML carries an alignment only where it changes what a reader sees.
 */
export function align(editor: Editor, alignment: Alignment, lang: ContentLang): boolean {
  const done = editor
    .chain()
    .scrollIntoView()
    .command(({ tr }) => {
      const { from, to } = tr.selection;
      let changed = false;
      tr.doc.nodesBetween(from, to, (node, pos) => {
        if (!(ALIGNABLE as readonly string[]).includes(node.type.name)) return true;
        tr.setNodeAttribute(pos, 'textAlign', alignment === defaultAlignment(node, lang) ? null : alignment);
        changed = true;
        return false;
      });
      return changed;
    })
    .run();
  focusText(editor);
  return done;
}

/**
 * Focus to the text at once. TipTap's focus command waits a frame, and a key pressed in that frame (Esc back to the
 * toolbar, Enter on a control) would then lose focus, or its selection, to it.
 */
export function focusText(editor: Editor): void {
  editor.view.focus();
}

export interface ControlState {
  readonly active: boolean;
  readonly enabled: boolean;
}

/** A control's state for the toolbar: pressed (toggles) and whether it applies where the caret is. */
export function controlState(editor: Editor, id: ControlId, lang: ContentLang): ControlState {
  const can = editor.can();
  const alignment = ALIGNMENT_OF[id];
  if (alignment) {
    const block = currentBlock(editor);
    const alignable = (ALIGNABLE as readonly string[]).includes(block.type.name);
    return { active: alignable && alignmentOf(block, lang) === alignment, enabled: alignable };
  }
  switch (id) {
    case 'heading2':
    case 'heading3': {
      const level = id === 'heading2' ? 2 : 3;
      return { active: editor.isActive('heading', { level }), enabled: can.toggleHeading({ level }) };
    }
    case 'bold':
      return { active: editor.isActive('bold'), enabled: can.toggleBold() };
    case 'italic':
      return { active: editor.isActive('italic'), enabled: can.toggleItalic() };
    case 'underline':
      return { active: editor.isActive('underline'), enabled: can.toggleUnderline() };
    case 'strike':
      return { active: editor.isActive('strike'), enabled: can.toggleStrike() };
    case 'link':
      return { active: editor.isActive('link'), enabled: editor.isActive('link') || can.setLink({ href: 'https://example.com' }) };
    case 'bulletList':
      return { active: editor.isActive('bulletList'), enabled: can.toggleBulletList() };
    case 'orderedList':
      return { active: editor.isActive('orderedList'), enabled: can.toggleOrderedList() };
    case 'blockquote':
      return { active: editor.isActive('blockquote', { kind: null }), enabled: editor.isActive('blockquote') || can.toggleBlockquote() };
    case 'pullQuote':
      return { active: editor.isActive('blockquote', { kind: 'pullquote' }), enabled: editor.isActive('blockquote') || can.toggleBlockquote() };
    case 'picture':
    case 'gallery':
    case 'embed':
      return { active: false, enabled: editor.isEditable };
    case 'horizontalRule':
      return { active: false, enabled: can.setHorizontalRule() };
    case 'undo':
      return { active: false, enabled: can.undo() };
    case 'redo':
      return { active: false, enabled: can.redo() };
    default:
      return { active: false, enabled: false };
  }
}

/** The controls that open a dialog: the owner (RichTextEditor) handles them. */
export const DIALOG_CONTROLS = ['link', 'picture', 'gallery', 'embed'] as const;
export type DialogControl = (typeof DIALOG_CONTROLS)[number];
type ActionControl = Exclude<ControlId, DialogControl>;

export function isDialogControl(id: ControlId): id is DialogControl {
  return (DIALOG_CONTROLS as readonly string[]).includes(id);
}

/** The block node a dialog control makes, selected now (the dialog then edits it), or null. */
const BLOCK_NODES: Record<Exclude<DialogControl, 'link'>, string> = { picture: 'pictureBlock', gallery: 'galleryBlock', embed: 'embedBlock' };

export function selectedBlock(editor: Editor, id: Exclude<DialogControl, 'link'>): ProseMirrorNode | null {
  const { selection } = editor.state;
  const node = (selection as { node?: ProseMirrorNode }).node;
  return node?.type.name === BLOCK_NODES[id] ? node : null;
}

/**
 * A block quote is plain or a pull quote (its `kind`): each control turns the quote the caret is in into its
 * own kind, or back into paragraphs when it is that kind already.
 */
function toggleQuote(chain: ChainedCommands, editor: Editor, kind: 'pullquote' | null): boolean {
  if (editor.isActive('blockquote', { kind })) return chain.toggleBlockquote().run();
  if (editor.isActive('blockquote')) return chain.updateAttributes('blockquote', { kind }).run();
  return chain.toggleBlockquote().updateAttributes('blockquote', { kind }).run();
}

/** What a control does (the dialog controls open their dialog instead: the owner handles them). */
export function runControl(editor: Editor, id: ActionControl, lang: ContentLang): boolean {
  const alignment = ALIGNMENT_OF[id];
  if (alignment) return align(editor, alignment, lang);
  const chain = editor.chain().scrollIntoView();
  const done = id === 'blockquote' || id === 'pullQuote' ? toggleQuote(chain, editor, id === 'pullQuote' ? 'pullquote' : null) : runChain(chain, id);
  focusText(editor);
  return done;
}

function runChain(chain: ChainedCommands, id: ActionControl): boolean {
  switch (id) {
    case 'heading2':
      return chain.toggleHeading({ level: 2 }).run();
    case 'heading3':
      return chain.toggleHeading({ level: 3 }).run();
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'underline':
      return chain.toggleUnderline().run();
    case 'strike':
      return chain.toggleStrike().run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'horizontalRule':
      return chain.setHorizontalRule().run();
    case 'undo':
      return chain.undo().run();
    case 'redo':
      return chain.redo().run();
    default:
      return false;
  }
}
