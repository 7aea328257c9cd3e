import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ImageUploader } from './image-upload';

// jodit-react is ~200 KB gzip: loaded only when an editor is on screen.
const JoditEditor = lazy(() => import('jodit-react'));

interface RichTextEditorProps {
  /** The starting HTML; later changes of this prop do not reset the editor while staff type. */
  initialValue: string;
  onChange(html: string): void;
  /** Stores a picked image; the editor embeds its URL. Without it the image button takes a URL only. */
  uploadImage?: ImageUploader;
  id?: string;
  height?: number;
}

/** The toolbar of the specification: headers, font, size, styles, quote, lists, indent, link, image, clean. */
const buttons = [
  'paragraph',
  'font',
  'fontsize',
  '|',
  'bold',
  'italic',
  'underline',
  'strikethrough',
  '|',
  'ul',
  'ol',
  'indent',
  'outdent',
  '|',
  'link',
  'image',
  'table',
  '|',
  'eraser',
  'undo',
  'redo',
  'source',
];

/** What Jodit's uploader expects back from a server connector. */
const uploaderAnswer = (urlPath: string) => ({
  success: true,
  time: new Date().toISOString(),
  data: { files: [urlPath], isImages: [true], baseurl: '', messages: [] },
});

export const RichTextEditor = ({ initialValue, onChange, uploadImage, id, height = 360 }: RichTextEditorProps) => {
  // Fed once: feeding every keystroke back as `value` would rebuild the editor and move the cursor.
  const [startValue] = useState(initialValue);
  // The latest callbacks, read by the memoised config without rebuilding the editor.
  const upload = useRef(uploadImage);
  const report = useRef(onChange);
  useLayoutEffect(() => {
    upload.current = uploadImage;
    report.current = onChange;
  });
  const hasUpload = uploadImage !== undefined;
  // Jodit reports every change, and on blur its whole value, which it may have re-serialised from the
  // stored HTML without anyone typing. Pass on real changes only, and the blur value only after a change
  // (it carries the last keystrokes), so a form is not "unsaved" just because the editor was focused.
  const lastValue = useRef(initialValue);
  const changed = useRef(false);
  const { onEditorChange, onEditorBlur } = useMemo(() => {
    // Jodit reports from its own listeners and timers, outside React's events: the form takes each report at
    // once, so the press that follows it (Xem trước, Lưu) reads the last words typed, not the render before.
    const emit = (html: string) => {
      if (html === lastValue.current) return;
      lastValue.current = html;
      flushSync(() => report.current(html));
    };
    return {
      onEditorChange: (html: string) => {
        changed.current = true;
        emit(html);
      },
      onEditorBlur: (html: string) => {
        if (changed.current) emit(html);
      },
    };
  }, []);
  // Memoised, or Jodit rebuilds on every render.
  const config = useMemo(
    () => ({
      // Our own texts, registered by jodit-languages.ts (see vite.config.ts).
      language: 'vi',
      height,
      toolbarAdaptive: false,
      buttons,
      history: { maxHistoryLength: 100, timeout: 1000 },
      // Jodit's source mode and beautifier fetch ace.js and js-beautify from a public CDN: use a plain
      // textarea and leave the HTML as written.
      sourceEditor: 'area' as const,
      beautifyHTML: false,
      askBeforePasteHTML: false,
      askBeforePasteFromWord: false,
      link: { processVideoLink: false },
      hidePoweredByJodit: true,
      uploader: hasUpload
        ? {
            url: '/api/File',
            insertImageAsBase64URI: false,
            imagesExtensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
            customUploadFunction: async (request: FormData, showProgress: (percent: number) => void) => {
              const file = [...request.values()].find((value): value is File => value instanceof File);
              if (!file || !upload.current) throw new Error('Không có tệp ảnh');
              try {
                const stored = await upload.current(file, showProgress);
                return uploaderAnswer(stored.urlPath);
              } catch (error) {
                console.error('Error uploading image', error);
                throw error;
              }
            },
          }
        : { insertImageAsBase64URI: false },
    }),
    [hasUpload, height],
  );
  // jodit-react sets the editor's value again once it is ready, over anything typed before: the editor takes no
  // input until then. Stable, or jodit-react rebuilds the editor on every render.
  const [ready, setReady] = useState(false);
  const editorRef = useCallback((editor: { waitForReady(): Promise<unknown> }) => {
    void editor.waitForReady().then(() => setReady(true));
  }, []);
  return (
    <div className="rich-text" id={id} inert={!ready} aria-busy={!ready || undefined}>
      <Suspense fallback={<div className="rich-text__loading">Đang tải trình soạn thảo…</div>}>
        <JoditEditor
          value={startValue}
          config={config}
          onBlur={onEditorBlur}
          onChange={onEditorChange}
          editorRef={editorRef}
        />
      </Suspense>
    </div>
  );
};
