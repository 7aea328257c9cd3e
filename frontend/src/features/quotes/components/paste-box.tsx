import { useState, type FormEvent } from 'react';
import { readPastedLines } from '../paste-lines';
import { addPasted, MAX_LINES } from '../quote-list';
import { updateQuoteList } from '../quote-store';

/**
 * "Dán danh sách mã": a list as buyers paste it from a message or a spreadsheet (paste-lines.ts), added to the
 * list as lines to be matched with the products. What does not fit in the list stays in the box.
 */
export const PasteBox = () => {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; message: string }>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const pasted = readPastedLines(text);
    if (pasted.length === 0) {
      setStatus({ kind: 'error', message: 'Chưa có mã nào: dán hoặc gõ mỗi dòng một mã.' });
      return;
    }
    let left = pasted;
    updateQuoteList((lines) => {
      const added = addPasted(lines, pasted);
      left = added.left;
      return added.lines;
    });
    const added = pasted.length - left.length;
    setText(left.map((line) => `${line.text} ${line.quantity}`).join('\n'));
    setStatus(
      left.length > 0
        ? {
            kind: 'error',
            message: `Danh sách tối đa ${MAX_LINES} dòng: đã thêm ${added}, còn ${left.length} dòng trong ô, hãy gửi yêu cầu này trước.`,
          }
        : { kind: 'done', message: `Đã thêm ${added} dòng vào danh sách.` },
    );
  };

  return (
    <form className="paste-box" onSubmit={add}>
      <label className="paste-box__label" htmlFor="paste-codes">
        Dán danh sách mã
      </label>
      <p className="paste-box__hint" id="paste-codes-hint">
        Mỗi dòng một mã, số lượng ở cuối dòng: <code>6205-2RS 10</code>, <code>6310 C3 x4</code>,{' '}
        <code>22218 2 cái</code>. Dán thẳng từ Zalo, e-mail hay bảng Excel.
      </p>
      <textarea
        id="paste-codes"
        rows={4}
        value={text}
        aria-describedby="paste-codes-hint"
        placeholder={'6205-2RS 10\n6310 C3 x4\n22218\t2'}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="paste-box__actions">
        <button type="submit" className="button button--primary">
          Thêm vào danh sách
        </button>
        <p className={`paste-box__status paste-box__status--${status?.kind ?? 'idle'}`} role="status">
          {status?.message}
        </p>
      </div>
    </form>
  );
};
