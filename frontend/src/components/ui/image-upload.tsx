import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { EmbeddedImage, UploadResult } from '@vongbi/functions/contract';
import { ApiError } from '@/lib/api-client';
import { ProgressBar } from './progress-bar';

export const UPLOAD_BUSY_TEXT = 'Đang up và nén ảnh, vui lòng chờ...';

/** Compresses and stores one image, reporting progress 0–100. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => Promise<UploadResult>;

/** Which image inputs of a form are still working; the form's submit waits for all of them. */
export const useUploadsInFlight = (): [boolean, (key: string, busy: boolean) => void] => {
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(new Set());
  const track = useCallback((key: string, busy: boolean) => {
    setInFlight((current) => {
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return [inFlight.size > 0, track];
};

const uploadMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'Không nén hoặc tải được ảnh này, hãy chọn ảnh khác';

/** Runs one upload with its progress and error state. */
const useUpload = (upload: ImageUploader, onBusyChange: (busy: boolean) => void) => {
  const [percent, setPercent] = useState<number>();
  const [error, setError] = useState<string>();
  const run = async (file: File): Promise<UploadResult | undefined> => {
    setError(undefined);
    setPercent(0);
    onBusyChange(true);
    try {
      return await upload(file, setPercent);
    } catch (caught) {
      console.error('Error uploading image', caught);
      setError(uploadMessage(caught));
      return undefined;
    } finally {
      setPercent(undefined);
      onBusyChange(false);
    }
  };
  return { percent, error, run };
};

interface ImageUploadProps {
  id: string;
  value: EmbeddedImage | null;
  onChange(image: EmbeddedImage): void;
  upload: ImageUploader;
  onBusyChange(busy: boolean): void;
  required?: boolean;
  invalid?: boolean;
  /** Where an image may be left out (a certificate kept as a PDF): offers "Bỏ ảnh" while there is one. */
  onClear?(): void;
}

/** One image: pick a file, it is compressed and stored, and its preview replaces the old one. */
export const ImageUpload = ({
  id,
  value,
  onChange,
  upload,
  onBusyChange,
  required,
  invalid,
  onClear,
}: ImageUploadProps) => {
  const { percent, error, run } = useUpload(upload, onBusyChange);
  const input = useRef<HTMLInputElement>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const stored = await run(file);
    if (stored) onChange({ id: stored.id, fileName: stored.fileName, urlPath: stored.urlPath });
    if (input.current) input.current.value = '';
  };
  return (
    <div className="image-upload">
      <div className="image-upload__preview">
        {value ? <img src={value.urlPath} alt={value.fileName} /> : <span>Chưa có ảnh</span>}
      </div>
      <div className="image-upload__controls">
        <label className="button button--ghost button--small file-pick">
          {value ? 'Đổi ảnh' : 'Chọn ảnh'}
          <input
            ref={input}
            id={id}
            className="visually-hidden"
            type="file"
            accept="image/*"
            onChange={pick}
            disabled={percent !== undefined}
            // Required only while there is no image yet: the browser then refuses to submit.
            required={required && !value}
            aria-invalid={invalid || undefined}
          />
        </label>
        {onClear && value && percent === undefined && (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            Bỏ ảnh
          </button>
        )}
        {percent !== undefined && <ProgressBar percent={percent} label={UPLOAD_BUSY_TEXT} />}
        {error && <p className="form-field__error">{error}</p>}
      </div>
    </div>
  );
};

interface ImageListProps {
  id: string;
  value: EmbeddedImage[];
  onChange(images: EmbeddedImage[]): void;
  upload: ImageUploader;
  onBusyChange(busy: boolean): void;
  required?: boolean;
}

/** An ordered list of images: files are added one by one in the order picked, each removable. */
export const ImageList = ({ id, value, onChange, upload, onBusyChange, required }: ImageListProps) => {
  const { percent, error, run } = useUpload(upload, onBusyChange);
  const input = useRef<HTMLInputElement>(null);
  // Several files upload one after another; each is appended to the list as it stands by then.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    for (const file of files) {
      const stored = await run(file);
      if (!stored) break;
      latest.current = [...latest.current, { id: stored.id, fileName: stored.fileName, urlPath: stored.urlPath }];
      onChange(latest.current);
    }
    if (input.current) input.current.value = '';
  };
  const remove = (index: number) => onChange(value.filter((_, position) => position !== index));
  return (
    <div className="image-list">
      {value.length > 0 && (
        <ol className="image-list__items">
          {value.map((image, index) => (
            <li key={`${image.id}-${index}`} className="image-list__item">
              <img src={image.urlPath} alt={image.fileName} />
              <button
                type="button"
                className="image-list__remove"
                onClick={() => remove(index)}
                aria-label={`Xóa ảnh ${index + 1}`}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <label className="button button--ghost button--small file-pick">
        + Thêm ảnh
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          onChange={pick}
          disabled={percent !== undefined}
          required={required && value.length === 0}
        />
      </label>
      {percent !== undefined && <ProgressBar percent={percent} label={UPLOAD_BUSY_TEXT} />}
      {error && <p className="form-field__error">{error}</p>}
    </div>
  );
};
