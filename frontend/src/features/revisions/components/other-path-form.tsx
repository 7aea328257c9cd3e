import { useId, useState, type FormEvent } from 'react';
import { PATH_PATTERN } from '@vongbi/functions/contract';

interface OtherPathFormProps {
  /** The path the restore proposes instead of the taken one. */
  proposed: string;
  busy: boolean;
  onRestore(path: string): void;
  onCancel(): void;
}

/** After 409 PATH_TAKEN: the record's old path is another's now, so staff choose another to restore onto. */
export const OtherPathForm = ({ proposed, busy, onRestore, onCancel }: OtherPathFormProps) => {
  const id = useId();
  const [path, setPath] = useState(proposed);
  const valid = PATH_PATTERN.test(path);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onRestore(path);
  };
  return (
    <form className="other-path" onSubmit={submit}>
      <label htmlFor={id} className="form-field__label">
        Đường dẫn cũ đã được trang khác dùng. Khôi phục với đường dẫn:
      </label>
      <div className="other-path__row">
        <input
          id={id}
          value={path}
          onChange={(event) => setPath(event.target.value.trim())}
          aria-invalid={!valid}
          aria-describedby={`${id}-hint`}
          required
        />
        <button type="submit" className="button button--primary button--small" disabled={busy || !valid}>
          {busy ? 'Đang khôi phục…' : 'Khôi phục'}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          Hủy
        </button>
      </div>
      <p className="form-field__hint" id={`${id}-hint`}>
        Chữ thường không dấu, chữ số và dấu gạch ngang.
      </p>
    </form>
  );
};
