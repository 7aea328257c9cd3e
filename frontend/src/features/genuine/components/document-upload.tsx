import { useRef, useState, type ChangeEvent } from 'react';
import type { EmbeddedDocument, UploadResult } from '@vongbi/functions/contract';
import { ApiError } from '@/lib/api-client';
import { documentSize } from './certificate-cards';

// The contract's MAX_DOCUMENT_BYTES; spelt out here because its module would pull the schema library into the chunk.
const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;

interface DocumentUploadProps {
  id: string;
  value: EmbeddedDocument | null;
  onChange(document: EmbeddedDocument | null): void;
  upload(file: File): Promise<UploadResult>;
  onBusyChange(busy: boolean): void;
  invalid?: boolean;
}

/** One PDF: pick a file, it is stored as it is, and its name and size replace the old one's; it can be taken off. */
export const DocumentUpload = ({ id, value, onChange, upload, onBusyChange, invalid }: DocumentUploadProps) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(undefined);
    // Refused here without sending 4 MB for the server to refuse.
    if (file.size > MAX_DOCUMENT_BYTES) {
      setError('Tệp PDF tối đa 4 MB');
      return;
    }
    setBusy(true);
    onBusyChange(true);
    try {
      const stored = await upload(file);
      onChange({ id: stored.id, fileName: stored.fileName, urlPath: stored.urlPath, size: file.size });
    } catch (caught) {
      console.error('Error uploading document', caught);
      setError(caught instanceof ApiError ? caught.message : 'Không tải được tệp này, hãy thử lại');
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };
  return (
    <div className="document-upload">
      {value ? (
        <a className="document-upload__file" href={value.urlPath} target="_blank" rel="noreferrer">
          <span className="document-upload__mark" aria-hidden="true">
            PDF
          </span>
          {value.fileName} <span className="document-upload__size">({documentSize(value.size)})</span>
        </a>
      ) : (
        <span className="document-upload__none">Chưa có tệp PDF</span>
      )}
      <div className="document-upload__controls">
        <label className="button button--ghost button--small file-pick">
          {value ? 'Đổi tệp PDF' : 'Chọn tệp PDF'}
          <input
            ref={input}
            id={id}
            className="visually-hidden"
            type="file"
            accept="application/pdf,.pdf"
            onChange={pick}
            disabled={busy}
            aria-invalid={invalid || undefined}
          />
        </label>
        {value && !busy && (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange(null)}>
            Bỏ tệp PDF
          </button>
        )}
        {busy && <p className="document-upload__busy">Đang tải tệp PDF lên, vui lòng chờ...</p>}
        {error && <p className="form-field__error">{error}</p>}
      </div>
    </div>
  );
};
