import { lazy, Suspense, useMemo, useState } from 'react';

// jodit-react is ~200 KB gzip: loaded only when an editor is on screen.
const JoditEditor = lazy(() => import('jodit-react'));

interface RichTextEditorProps {
  /** The starting HTML; later changes of this prop do not reset the editor while staff type. */
  initialValue: string;
  onChange(html: string): void;
  id?: string;
}

export const RichTextEditor = ({ initialValue, onChange, id }: RichTextEditorProps) => {
  // Fed once: feeding every keystroke back as `value` would rebuild the editor and move the cursor.
  const [startValue] = useState(initialValue);
  // Memoised, or Jodit rebuilds on every render.
  const config = useMemo(
    () => ({
      language: 'en',
      height: 360,
      toolbarAdaptive: false,
      history: { maxHistoryLength: 100, timeout: 1000 },
      buttons: [
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
      ],
      askBeforePasteHTML: false,
      link: { processVideoLink: false },
    }),
    [],
  );
  return (
    <div className="rich-text" id={id}>
      <Suspense fallback={<div className="rich-text__loading">Đang tải trình soạn thảo…</div>}>
        <JoditEditor value={startValue} config={config} onBlur={onChange} onChange={onChange} />
      </Suspense>
    </div>
  );
};
