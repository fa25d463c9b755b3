import { EditorState } from '@tiptap/pm/state';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type JSX } from 'react';
import * as prose from '../../../components/RichText.module.css';
import { HTML_LANG } from '../../../i18n/locales';
import { isApplePlatform } from '../../../lib/shortcuts';
import type { GalleryBlock, PictureBlock } from '../../../lib/storyBlocks';
import type { BodyMediaStore } from '../../../stores/admin/BodyMediaStore';
import { createEditorExtensions } from './editorExtensions';
import { EditorToolbar } from './EditorToolbar';
import { EmbedDialog } from './EmbedDialog';
import { GalleryDialog } from './GalleryDialog';
import { LinkDialog } from './LinkDialog';
import { PictureDialog } from './PictureDialog';
import { align, focusText, selectedBlock, type ContentLang, type DialogControl } from './toolbarControls';
import * as styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  /** The editing area's id (a <label htmlFor> may point at it). */
  readonly id: string;
  /** The editing area's accessible name, e.g. "Body (繁體中文)". */
  readonly label: string;
  /**
   * HTML. A value from outside (a restored draft, a conversion) replaces the content; the editor's own changes
   * come back through `value` without moving the caret.
   */
  readonly value: string;
  /** The body's HTML after every change, '' when it is empty. */
  readonly onChange: (html: string) => void;
  /** The body's language: the editing area's lang (en, zh-Hans, zh-Hant) and its typography. */
  readonly lang: ContentLang;
  /** Ids of the texts that describe the body (an error, a hint). */
  readonly describedBy?: string;
  readonly invalid?: boolean;
  /**
   * Where the picture and gallery blocks' pictures come from (uploads, and the media library the desk lends);
   * without it those two controls do not apply.
   */
  readonly media?: BodyMediaStore | undefined;
}

/** The dialog open over the editor, with what it edits (a selected block) or null to add one. */
type OpenDialog =
  | { readonly kind: 'link'; readonly href: string }
  | { readonly kind: 'picture'; readonly block: PictureBlock | null }
  | { readonly kind: 'gallery'; readonly block: GalleryBlock | null }
  | { readonly kind: 'embed'; readonly url: string };

/** What a dialog control opens: the selected block's own values when one of its kind is selected. */
function dialogFor(editor: Editor, control: DialogControl): OpenDialog {
  if (control === 'link') return { kind: 'link', href: linkAt(editor) };
  const node = selectedBlock(editor, control);
  if (control === 'embed') return { kind: 'embed', url: (node?.attrs.url as string | undefined) ?? '' };
  if (control === 'picture') return { kind: 'picture', block: (node?.attrs.block as PictureBlock | undefined) ?? null };
  return { kind: 'gallery', block: (node?.attrs.block as GalleryBlock | undefined) ?? null };
}

/** The platform, as the browser reports it (userAgentData where there is one). */
function platformIsApple(): boolean {
  if (typeof navigator === 'undefined') return false;
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return isApplePlatform(data?.platform ?? navigator.platform ?? '');
}

/** How many changes may wait for their echo (a few seconds of fast typing). */
const MAX_UNECHOED = 200;

/** The address of the link at the caret, or '' where there is none (the dialog then adds one). */
function linkAt(editor: Editor): string {
  return (editor.getAttributes('link').href as string | undefined) ?? '';
}

/** The body's language, as the editing area declares it (its lang attribute follows the `lang` prop). */
function langOf(editor: Editor): ContentLang {
  const declared = editor.view.dom.getAttribute('lang');
  return (Object.keys(HTML_LANG) as ContentLang[]).find((lang) => HTML_LANG[lang] === declared) ?? 'en';
}

/** What the editor hands out: an empty body is '' (so a required body reads as missing), not '<p></p>'. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * Replaces the whole body with HTML from outside and starts the undo history again: undo must never bring back
 * another draft's text (the article before a restore, the Simplified text before a conversion).
 */
function replaceContent(editor: Editor, html: string): void {
  editor.commands.setContent(html, { emitUpdate: false });
  const { doc, plugins, schema } = editor.state;
  editor.view.updateState(EditorState.create({ doc, plugins, schema }));
  // Nothing changes, but the toolbar (useEditorState) hears of the new state through a transaction.
  editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
}

/**
 * The article body's editor (TipTap 3 on ProseMirror, docs/decisions/041): SPEC §9's toolbar above an editing
 * area set in the reader's own typography (RichText.module.css), so what an editor sees is what the article page
 * shows. The toolbar is one tab stop; Esc (or Alt+F10) in the text goes to it, Esc in the toolbar comes back.
 */
export function RichTextEditor({ id, label, value, onChange, lang, describedBy, invalid, media }: RichTextEditorProps): JSX.Element {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [mac] = useState(platformIsApple);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  // The HTML handed out and not yet come back as `value`. The owner's renders lag behind typing (several
  // changes may pass before one render), so an older value than the editor's own is still an echo, not news.
  const sent = useRef<string[]>([]);
  // After Apply or Remove the text gets focus back, not the link button (which Esc and Cancel return to).
  const focusTextAfterDialog = useRef(false);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const [extensions] = useState(() =>
    createEditorExtensions({
      onLinkShortcut: (shown) => setDialog({ kind: 'link', href: linkAt(shown) }),
      onAlign: (shown, alignment) => align(shown, alignment, langOf(shown)),
    }),
  );
  const describedByIds = describedBy || undefined;
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        class: `${prose.prose} ${styles.area}`,
        lang: HTML_LANG[lang],
        'aria-label': label,
        'aria-multiline': 'true',
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        // Esc, or Alt+F10 as in other editors: to the toolbar's current control. Not while an input method is
        // composing: there Esc cancels the candidates of a Chinese word being typed.
        if (event.isComposing || (event.key !== 'Escape' && !(event.altKey && event.key === 'F10'))) return false;
        toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
        return true;
      },
    }),
    [id, label, lang, describedByIds, invalid],
  );
  const [initialContent] = useState(value);
  const editor = useEditor({
    extensions,
    content: initialContent,
    // TipTap's stylesheet would be an inline <style>, which the site's Content-Security-Policy refuses: the few
    // rules it holds are in RichTextEditor.module.css.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      sent.current.push(html);
      // An owner that never hands the value back must not make this grow without end.
      if (sent.current.length > MAX_UNECHOED) sent.current.shift();
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    const echo = sent.current.indexOf(value);
    if (echo >= 0) {
      sent.current.splice(0, echo + 1);
      return;
    }
    if (value === htmlOf(editor)) return;
    sent.current = [];
    replaceContent(editor, value);
  }, [editor, value]);

  useEffect(() => {
    if (dialog !== null || !focusTextAfterDialog.current) return;
    focusTextAfterDialog.current = false;
    // At once (see focusText): a click or a key the editor uses in the next frame (Enter over the just-linked
    // words) would otherwise act on the old selection.
    focusText(editor);
  }, [editor, dialog]);

  const closeDialog = (focusText: boolean) => {
    focusTextAfterDialog.current = focusText;
    setDialog(null);
  };

  /** A block from its dialog: in place of the selected one of its kind, or at the caret. */
  const putBlock = (type: 'pictureBlock' | 'galleryBlock' | 'embedBlock', attrs: Record<string, unknown>) => {
    editor.chain().insertContent({ type, attrs }).run();
    closeDialog(true);
  };

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <EditorToolbar
        editor={editor}
        lang={lang}
        mac={mac}
        controls={id}
        onDialog={(control) => setDialog(dialogFor(editor, control))}
        unavailable={media ? [] : ['picture', 'gallery']}
        toolbarRef={toolbarRef}
      />
      <EditorContent editor={editor} className={styles.surface} />
      {dialog?.kind === 'link' && (
        <LinkDialog
          href={dialog.href}
          onClose={() => closeDialog(false)}
          onApply={(href) => {
            // No focus() in these chains: the text is inert behind the dialog; it gets focus once the dialog has gone.
            const chain = editor.chain().extendMarkRange('link');
            if (editor.state.selection.empty && !editor.isActive('link')) {
              // Nothing chosen to link: the address itself becomes the link's text.
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            } else {
              chain.setLink({ href }).run();
            }
            closeDialog(true);
          }}
          onRemove={() => {
            editor.chain().extendMarkRange('link').unsetLink().run();
            closeDialog(true);
          }}
        />
      )}
      {dialog?.kind === 'picture' && media && (
        <PictureDialog initial={dialog.block} media={media} lang={lang} onClose={() => closeDialog(false)} onApply={(block) => putBlock('pictureBlock', { block })} />
      )}
      {dialog?.kind === 'gallery' && media && (
        <GalleryDialog initial={dialog.block} media={media} lang={lang} onClose={() => closeDialog(false)} onApply={(block) => putBlock('galleryBlock', { block })} />
      )}
      {dialog?.kind === 'embed' && <EmbedDialog url={dialog.url} onClose={() => closeDialog(false)} onApply={(url) => putBlock('embedBlock', { url })} />}
    </div>
  );
}
