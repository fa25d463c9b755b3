import { Extension, Node, type AnyExtension, type Editor } from '@tiptap/core';
import { Link } from '@tiptap/extension-link';
import { TextAlign } from '@tiptap/extension-text-align';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedLinkHref } from '../../../lib/linkUrl';
import { sanitizeHtml } from '../../../lib/sanitizeHtml';
import { EmbedBlockNode, GalleryBlockNode, PictureBlockNode, PullQuote } from './bodyBlocks';

/**
 * The body's two heading levels: the article's title is the page's h1, and the reader's typography styles h2
 * (a section) and h3 (a sub-section) only. docs/decisions/041 (body editor: headings).
 */
export const HEADING_LEVELS = [2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Every alignment CSS names for a block: Chinese paragraphs are justified by default, English ones are not. */
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** The blocks an alignment applies to (lists keep their items' start alignment). */
export const ALIGNABLE = ['paragraph', 'heading'] as const;

/** The link dialog's shortcut (no TipTap extension has one): the one Google Docs, Word and most editors use. */
export const LINK_SHORTCUT = 'Mod-k';

/**
 * A link is its address and nothing else: no target or rel (the site's links open in place, as the seed's do,
 * and the sanitizer gives any link with a target rel="noopener noreferrer"), no class, no title. Pasted links
 * lose those too, so the editor's HTML is what the reader's page shows, attribute for attribute. An address
 * with another scheme (javascript:, data:) is not a link at all: the text stays, the mark goes.
 */
const BodyLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedLinkHref(url),
  shouldAutoLink: (url) => isAllowedLinkHref(url.includes(':') ? url : `https://${url}`),
});

/** TextAlign's shortcuts, bound again so that they align as the toolbar does (see `onAlign`). */
export const ALIGNMENT_SHORTCUTS: Record<Alignment, string> = {
  left: 'Mod-Shift-l',
  center: 'Mod-Shift-e',
  right: 'Mod-Shift-r',
  justify: 'Mod-Shift-j',
};

/**
 * A story's figure (a picture with its caption, as the seed's bodies and the site's older stories have them) kept
 * whole: the toolbar cannot make one, but opening a story must not drop what the editor cannot make. It is one
 * block the editor can move or delete, not edit; its markup goes through the site's sanitizer on the way in, so
 * a pasted figure cannot bring a handler or a third party's picture into the desk or the saved body.
 */
const KeptFigure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      html: {
        default: '',
        parseHTML: (element: HTMLElement) => sanitizeHtml(element.innerHTML),
        rendered: false,
      },
    };
  },
  parseHTML() {
    return [{ tag: 'figure' }];
  },
  renderHTML({ node }) {
    const figure = document.createElement('figure');
    // Sanitized when it was read (parseHTML above): the one way markup gets into this attribute.
    figure.innerHTML = node.attrs.html as string;
    return figure;
  },
});

export interface EditorExtensionOptions {
  /** Ctrl/⌘+K: the owner opens its link dialog. */
  readonly onLinkShortcut?: (editor: Editor) => void;
  /**
   * The alignment shortcuts: the owner aligns knowing the body's language (a Chinese paragraph's own alignment
   * is justified), where TextAlign's would write a style even where it changes nothing.
   */
  readonly onAlign?: (editor: Editor, alignment: Alignment) => boolean;
}

/**
 * The body editor's schema and keymaps: StarterKit's blocks and marks (bold, italic, underline, strikethrough,
 * lists, block quotes, horizontal rule, undo history), headings limited to HEADING_LEVELS, alignment, the safe
 * link, and the story blocks (pictures, galleries, embeds, pull quotes: bodyBlocks.ts). Any other figure stays in
 * the schema without a toolbar button: the seed's bodies have them, and opening a story in the editor must not
 * drop what it cannot make. Inline code and code blocks are off: the reader's page has no
 * style for them and SPEC §9's toolbar has no control.
 */
export function createEditorExtensions({ onLinkShortcut, onAlign }: EditorExtensionOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      link: false,
      // No empty paragraph forced after a closing heading or list: it would be saved with every such body.
      trailingNode: false,
    }),
    BodyLink,
    KeptFigure,
    PictureBlockNode,
    GalleryBlockNode,
    EmbedBlockNode,
    PullQuote,
    TextAlign.configure({ types: [...ALIGNABLE], alignments: [...ALIGNMENTS] }),
    Extension.create({
      name: 'bodyShortcuts',
      // Before TextAlign's own bindings of the same keys.
      priority: 200,
      addKeyboardShortcuts() {
        const alignments = onAlign
          ? Object.fromEntries(ALIGNMENTS.map((alignment) => [ALIGNMENT_SHORTCUTS[alignment], () => onAlign(this.editor, alignment)]))
          : {};
        return {
          ...alignments,
          [LINK_SHORTCUT]: () => {
            if (!onLinkShortcut) return false;
            onLinkShortcut(this.editor);
            return true;
          },
        };
      },
    }),
  ];
}
