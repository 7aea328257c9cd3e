import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { getPublishingStatus } from '../api/get-publishing-status';
import { type PublishState, publishStateOf, type PublishWatch } from '../publish-watch';

// "Đang xuất bản…" → "Đã xuất bản" after a save, for the back office's whole frame: a save often moves on to
// another screen (a product's category, an article's list), and the status follows staff there.

type Watched = PublishWatch & { id: number } & PublishState;

const WatchContext = createContext<(watch: Omit<PublishWatch, 'savedAt'>) => void>(() => undefined);

/** Starts following the publish of a save (call it once the save answered, with the saved version). */
export const useWatchPublish = () => useContext(WatchContext);

const POLL_MS = 1_500;
/** The publisher's record is asked every few polls: a failure is rare, a page read is what answers. */
const STATUS_EVERY = 4;
/** At most this many saves are followed and shown at once. */
const SHOWN = 3;

const pageHtml = async (url: string): Promise<string | undefined> => {
  try {
    // As a visitor gets it, not from this browser's cache.
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
};

const Message = ({ watch }: { watch: Watched }) => {
  const title = `“${watch.title}”`;
  if (watch.state === 'publishing') return <span>Đang xuất bản {title}…</span>;
  if (watch.state === 'published') {
    return (
      <span>
        Đã xuất bản {title}.{' '}
        <a href={watch.url} target="_blank" rel="noreferrer">
          Xem trang ↗
        </a>
      </span>
    );
  }
  if (watch.reason === 'publisher') {
    return (
      <span>
        Xuất bản {title} không thành công: nội dung đã được lưu nhưng trang công khai vẫn là bản cũ. Hãy bấm “Cập nhật”
        lại sau ít phút; nếu vẫn lỗi, báo người quản trị kỹ thuật.
        {watch.detail && <small className="publish-status__detail">Lỗi: {watch.detail}</small>}
      </span>
    );
  }
  return (
    <span>
      Sau 3 phút trang công khai vẫn chưa hiện bản mới của {title}. Nội dung đã được lưu; hãy{' '}
      <a href={watch.url} target="_blank" rel="noreferrer">
        mở trang
      </a>{' '}
      lại sau ít phút, nếu vẫn là bản cũ thì báo người quản trị kỹ thuật.
    </span>
  );
};

/** Follows each save's publish and shows how it goes, in a corner of every admin screen. */
export const PublishStatusProvider = ({ children }: { children: ReactNode }) => {
  const [watches, setWatches] = useState<Watched[]>([]);
  const next = useRef(0);
  const ticks = useRef(0);

  const watch = useCallback((started: Omit<PublishWatch, 'savedAt'>) => {
    next.current += 1;
    const id = next.current;
    setWatches((latest) => [
      { ...started, savedAt: new Date().toISOString(), id, state: 'publishing' as const },
      ...latest.filter((other) => other.url !== started.url).slice(0, SHOWN - 1),
    ]);
  }, []);

  // The poll reads the watches as they are when it runs, without restarting at each change.
  const current = useRef(watches);
  useEffect(() => {
    current.current = watches;
  });
  const publishing = watches.some((watched) => watched.state === 'publishing');
  useEffect(() => {
    if (!publishing) return;
    let stopped = false;
    const poll = async () => {
      ticks.current += 1;
      const status =
        ticks.current % STATUS_EVERY === 0 ? await getPublishingStatus().catch(() => undefined) : undefined;
      const pending = current.current.filter((watched) => watched.state === 'publishing');
      const pages = await Promise.all(pending.map((watched) => pageHtml(watched.url)));
      if (stopped) return;
      const seen = new Map(pending.map((watched, index) => [watched.id, pages[index]]));
      setWatches((latest) =>
        latest.map((watched) =>
          watched.state !== 'publishing' || !seen.has(watched.id)
            ? watched
            : { ...watched, ...publishStateOf(watched, { html: seen.get(watched.id), ...status }, Date.now()) },
        ),
      );
    };
    const timer = window.setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [publishing]);

  return (
    <WatchContext.Provider value={watch}>
      {children}
      {watches.length > 0 && (
        <ul className="publish-status" aria-label="Xuất bản">
          {watches.map((watched) => (
            <li
              key={watched.id}
              className={`publish-status__item publish-status__item--${watched.state}`}
              role="status"
            >
              <Message watch={watched} />
              {watched.state !== 'publishing' && (
                <button
                  type="button"
                  className="publish-status__close"
                  aria-label="Đóng thông báo"
                  onClick={() => setWatches((latest) => latest.filter((other) => other.id !== watched.id))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </WatchContext.Provider>
  );
};
