import { useRef, useState } from 'react';
import { quoteListText, type QuoteLine } from '../quote-list';

/** Copies through a selected text field, for browsers without the asynchronous clipboard (plain-http sites). */
const copyBySelection = (text: string): boolean => {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
};

/**
 * "Gửi qua Zalo": the list as a message on the clipboard, and the company's Zalo chat in a new tab to paste it
 * into. The chat opens as a plain link does (so no pop-up blocker stands in the way); when the browser copies
 * nothing, the message is shown selected for the buyer to copy.
 */
export const ZaloShare = ({ lines, zalo }: { lines: readonly QuoteLine[]; zalo: string | undefined }) => {
  const [copied, setCopied] = useState<'copied' | 'manual'>();
  const manual = useRef<HTMLTextAreaElement>(null);
  if (!zalo || lines.length === 0) return null;
  const text = quoteListText(lines);

  const copy = () => {
    const showManually = () => {
      setCopied('manual');
      requestAnimationFrame(() => manual.current?.select());
    };
    if (navigator.clipboard) {
      navigator.clipboard.writeText(text).then(
        () => setCopied('copied'),
        () => (copyBySelection(text) ? setCopied('copied') : showManually()),
      );
    } else if (copyBySelection(text)) {
      setCopied('copied');
    } else {
      showManually();
    }
  };

  return (
    <div className="zalo-share">
      <a
        className="button button--ghost button--large zalo-share__link"
        href={`https://zalo.me/${zalo}`}
        target="_blank"
        rel="noopener noreferrer"
        onClick={copy}
      >
        Gửi qua Zalo
      </a>
      <p className="zalo-share__status" role="status">
        {copied === 'copied' && 'Đã chép danh sách: dán vào khung chat Zalo vừa mở để gửi.'}
        {copied === 'manual' && 'Hãy chép danh sách dưới đây rồi dán vào khung chat Zalo.'}
      </p>
      {copied === 'manual' && (
        <textarea
          ref={manual}
          className="zalo-share__text"
          readOnly
          rows={Math.min(lines.length + 1, 8)}
          value={text}
          aria-label="Danh sách để gửi qua Zalo"
        />
      )}
    </div>
  );
};
