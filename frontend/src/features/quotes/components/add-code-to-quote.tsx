import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { addText, MAX_LINES, type AddOutcome } from '../quote-list';
import { updateQuoteList } from '../quote-store';

/**
 * A code the search did not find, put straight into the quote list as typed: staff quote it all the same. The
 * search page is rendered on the server, so a press before the app runs waits for it, as the other add buttons'.
 */
export const AddCodeToQuote = ({ code }: { code: string }) => {
  const [outcome, setOutcome] = useState<AddOutcome>();

  const add = () => {
    let result: AddOutcome = 'full';
    updateQuoteList((lines) => {
      const added = addText(lines, code, 1);
      result = added.outcome;
      return added.lines;
    });
    setOutcome(result);
  };

  return (
    <div className="search-help__add">
      <button type="button" className="button button--primary" onClick={add}>
        Thêm “{code}” vào yêu cầu báo giá
      </button>
      <p className="search-help__status" role="status">
        {outcome === 'full' ? (
          `Danh sách đã đủ ${MAX_LINES} dòng: hãy gửi yêu cầu này trước.`
        ) : outcome ? (
          <>
            Đã thêm vào danh sách. <Link to={paths.quote}>Xem yêu cầu báo giá</Link>
          </>
        ) : null}
      </p>
    </div>
  );
};
