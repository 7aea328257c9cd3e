import { useEffect, useState } from 'react';
import {
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  type ColumnMapping as Mapping,
  type ImportJob,
} from '@vongbi/functions/contract/catalogue-import';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError } from '@/lib/api-client';
import { getImportJob } from '../api/get-import-job';
import { checkImportFile, startImport, UploadError, uploadImportFile } from '../api/start-import';
import { ColumnMapping } from './column-mapping';
import { ImportResults } from './import-results';

// The import screen: choose a file, see what a dry run says each row would do, then "Nhập" runs the same file for
// real with a progress bar. Nothing is written before "Nhập". The file is uploaded once, with its own progress bar,
// to the files bucket through a URL the API signs; the dry run, the mapping step and the import all name that upload.

type Stage =
  | { step: 'choose' }
  | { step: 'uploading'; percent: number }
  | { step: 'mapping'; unknown: Record<string, string>; errors?: Record<string, string> }
  | { step: 'running'; jobId: string; dryRun: boolean; progress: number }
  | { step: 'done'; job: ImportJob };

const POLL_MS = 700;
const MAX_MEGABYTES = MAX_IMPORT_FILE_BYTES / 1024 / 1024;

const number = (value: number) => value.toLocaleString('vi-VN');

const Summary = ({ job }: { job: ImportJob }) => {
  const parts = [
    [job.dryRun || !job.written ? 'thêm mới' : 'đã thêm', job.created],
    [job.dryRun || !job.written ? 'cập nhật' : 'đã cập nhật', job.updated],
    ['không đổi', job.unchanged],
    ['lỗi', job.rejected],
  ] as const;
  return (
    <div className={`import-summary${job.rejected > 0 ? ' import-summary--errors' : ''}`} role="status">
      <p className="import-summary__title">
        {job.dryRun
          ? `Chạy thử “${job.fileName}”: ${number(job.rows)} dòng, chưa ghi gì.`
          : job.written
            ? `Đã nhập “${job.fileName}”: ${number(job.rows)} dòng.`
            : `Không ghi gì từ “${job.fileName}”.`}
      </p>
      <ul className="import-summary__counts">
        {parts.map(([label, count]) => (
          <li key={label}>
            <strong>{number(count)}</strong> {label}
          </li>
        ))}
      </ul>
      {job.outerProductsCreated.length > 0 && (
        <p>
          {job.dryRun ? 'Sẽ tạo danh mục mới: ' : 'Đã tạo danh mục mới: '}
          {job.outerProductsCreated.join(', ')}
        </p>
      )}
      {job.message && <p className="import-summary__message">{job.message}</p>}
      {!job.dryRun && job.written && (
        <p className="form-field__hint">Các trang sản phẩm được đăng lại tự động trong ít phút.</p>
      )}
    </div>
  );
};

export const ImportScreen = () => {
  const [file, setFile] = useState<File | undefined>();
  /** The chosen file's upload, once sent: its key in the files bucket. */
  const [upload, setUpload] = useState<string | undefined>();
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [createOuterProducts, setCreateOuterProducts] = useState(false);
  const [mapping, setMapping] = useState<Mapping>({});
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [error, setError] = useState<string | undefined>();
  const [starting, setStarting] = useState(false);

  const start = async (dryRun: boolean, withMapping = mapping) => {
    if (!file) return;
    setError(undefined);
    const refused = checkImportFile(file);
    if (refused) {
      setError(refused);
      return;
    }
    setStarting(true);
    try {
      let key = upload;
      if (!key) {
        setStage({ step: 'uploading', percent: 0 });
        key = await uploadImportFile(file, (percent) => setStage({ step: 'uploading', percent }));
        setUpload(key);
      }
      const { jobId } = await startImport({
        upload: key,
        fileName: file.name,
        dryRun,
        allOrNothing,
        createOuterProducts,
        mapping: withMapping,
      });
      setStage({ step: 'running', jobId, dryRun, progress: 0 });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'UNKNOWN_COLUMNS') {
        setStage({ step: 'mapping', unknown: caught.fields });
      } else if (caught instanceof ApiError && caught.code === 'VALIDATION' && stage.step === 'mapping') {
        // A mapping that puts two columns on one: said beside the columns concerned.
        setStage({ ...stage, errors: caught.fields });
        setError(caught.message);
      } else {
        // The upload is gone (expired, deleted after a week) or never arrived: the next try uploads again.
        if (caught instanceof UploadError || (caught instanceof ApiError && 'upload' in caught.fields)) {
          setUpload(undefined);
        }
        setStage((current) => (current.step === 'uploading' ? { step: 'choose' } : current));
        const fields = caught instanceof ApiError ? Object.values(caught.fields) : [];
        setError(fields.length > 0 ? fields.join('; ') : caught instanceof Error ? caught.message : String(caught));
      }
    } finally {
      setStarting(false);
    }
  };

  const runningJob = stage.step === 'running' ? stage.jobId : undefined;
  useEffect(() => {
    if (!runningJob) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const job = await getImportJob(runningJob);
        if (cancelled) return;
        if (job.state === 'running') {
          setStage((current) => (current.step === 'running' ? { ...current, progress: job.progress } : current));
          timer = setTimeout(poll, POLL_MS);
        } else setStage({ step: 'done', job });
      } catch (caught) {
        if (cancelled) return;
        setError(caught instanceof Error ? caught.message : String(caught));
        timer = setTimeout(poll, POLL_MS * 3);
      }
    };
    timer = setTimeout(poll, POLL_MS / 2);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [runningJob]);

  const chooseAgain = () => {
    setStage({ step: 'choose' });
    setMapping({});
    setError(undefined);
  };

  const busy = starting || stage.step === 'running' || stage.step === 'uploading';
  const done = stage.step === 'done' ? stage.job : undefined;
  const canWrite =
    done?.dryRun === true &&
    done.state === 'done' &&
    done.created + done.updated > 0 &&
    !(done.allOrNothing && done.rejected > 0);

  return (
    <>
      <form
        className="import-form"
        onSubmit={(event) => {
          event.preventDefault();
          void start(true);
        }}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor="import-file">
            Tệp Excel (.xlsx) hoặc CSV
          </label>
          <input
            id="import-file"
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            disabled={busy}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              setUpload(undefined);
              chooseAgain();
              // Said at once, before anything is sent.
              const refused = chosen && checkImportFile(chosen);
              if (refused) setError(refused);
            }}
          />
          <p className="form-field__hint">
            Tối đa {MAX_MEGABYTES} MB và {number(MAX_IMPORT_ROWS)} dòng. Cột nhận theo tiêu đề tiếng Việt của tệp xuất
            (hoặc tiếng Anh); sản phẩm nhận theo mã sản phẩm và thương hiệu. Ảnh chỉ nhận đường dẫn /static/… đã có trên
            trang.
          </p>
        </div>
        <fieldset className="import-options" disabled={busy}>
          <legend className="visually-hidden">Tùy chọn</legend>
          <label className="import-option">
            <input
              type="checkbox"
              checked={allOrNothing}
              onChange={(event) => {
                setAllOrNothing(event.target.checked);
                if (stage.step === 'done') chooseAgain();
              }}
            />
            Tất cả hoặc không: có dòng lỗi thì không ghi dòng nào
          </label>
          <label className="import-option">
            <input
              type="checkbox"
              checked={createOuterProducts}
              onChange={(event) => {
                setCreateOuterProducts(event.target.checked);
                if (stage.step === 'done') chooseAgain();
              }}
            />
            Tạo danh mục chưa có (theo tên trong cột Danh mục)
          </label>
        </fieldset>
        {stage.step !== 'mapping' && (
          <div className="import-actions">
            <button type="submit" className="button button--primary" disabled={!file || busy}>
              {stage.step === 'uploading' ? 'Đang tải tệp lên…' : starting ? 'Đang gửi…' : 'Chạy thử'}
            </button>
            {done?.dryRun && (
              <button
                type="button"
                className="button button--accent"
                disabled={!canWrite || busy}
                onClick={() => void start(false)}
              >
                Nhập
              </button>
            )}
          </div>
        )}
      </form>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}

      {stage.step === 'mapping' && (
        <ColumnMapping
          key={Object.keys(stage.unknown).join('|')}
          unknown={stage.unknown}
          errors={stage.errors}
          initial={mapping}
          onSubmit={(chosen) => {
            setMapping(chosen);
            void start(true, chosen);
          }}
          onCancel={chooseAgain}
        />
      )}

      {stage.step === 'uploading' && (
        <div className="import-progress">
          <ProgressBar percent={stage.percent} label={`Đang tải tệp lên (${file?.name ?? ''})`} />
        </div>
      )}

      {stage.step === 'running' && (
        <div className="import-progress">
          <ProgressBar
            percent={stage.progress}
            label={stage.dryRun ? 'Đang chạy thử: đọc từng dòng' : 'Đang nhập: ghi từng dòng'}
          />
        </div>
      )}

      {done && (
        <>
          <Summary job={done} />
          {done.dryRun && !canWrite && done.state === 'done' && (
            <p className="form-field__hint">
              {done.allOrNothing && done.rejected > 0
                ? 'Sửa các dòng lỗi (hoặc bỏ chọn “tất cả hoặc không”) rồi chạy thử lại.'
                : 'Không có dòng nào cần ghi.'}
            </p>
          )}
          <ImportResults key={done.jobId} job={done} />
        </>
      )}
    </>
  );
};
