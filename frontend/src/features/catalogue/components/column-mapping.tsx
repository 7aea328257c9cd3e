import { useState } from 'react';
import {
  CATALOGUE_COLUMNS,
  IGNORED_COLUMN,
  type ColumnChoice,
  type ColumnMapping as Mapping,
} from '@vongbi/functions/contract/catalogue-import';

interface ColumnMappingProps {
  /** The file's headers the server did not recognise, each with its message. */
  unknown: Record<string, string>;
  /** Per-header messages of a mapping the server refused (two columns on one). */
  errors?: Record<string, string>;
  initial: Mapping;
  onSubmit(mapping: Mapping): void;
  onCancel(): void;
}

/** The mapping step: what each column of the file that the import does not recognise holds, or "ignore it". */
export const ColumnMapping = ({ unknown, errors = {}, initial, onSubmit, onCancel }: ColumnMappingProps) => {
  const headers = Object.keys(unknown);
  const [choices, setChoices] = useState<Record<string, ColumnChoice | ''>>(() =>
    Object.fromEntries(headers.map((header) => [header, initial[header] ?? ''])),
  );
  const complete = headers.every((header) => choices[header] !== '');
  return (
    <form
      className="import-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit({ ...initial, ...(choices as Mapping) });
      }}
    >
      <h2 className="section-title">Ghép cột</h2>
      <p className="form-field__hint">
        Tệp có {headers.length} cột chưa nhận ra. Chọn nội dung của từng cột, hoặc bỏ qua cột đó; các cột khác đã được
        nhận theo tiêu đề.
      </p>
      <div className="import-mapping__rows">
        {headers.map((header, index) => (
          <div key={header} className={`form-field${errors[header] ? ' form-field--invalid' : ''}`}>
            <label className="form-field__label" htmlFor={`mapping-${index}`}>
              Cột “{header}”
            </label>
            <select
              id={`mapping-${index}`}
              value={choices[header]}
              onChange={(event) =>
                setChoices((current) => ({ ...current, [header]: event.target.value as ColumnChoice }))
              }
            >
              <option value="">— Chọn nội dung —</option>
              {CATALOGUE_COLUMNS.map((column) => (
                <option key={column.key} value={column.key}>
                  {column.header}
                </option>
              ))}
              <option value={IGNORED_COLUMN}>Bỏ qua cột này</option>
            </select>
            {errors[header] && <p className="form-field__error">{errors[header]}</p>}
          </div>
        ))}
      </div>
      <div className="import-actions">
        <button type="submit" className="button button--primary" disabled={!complete}>
          Tiếp tục chạy thử
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Chọn tệp khác
        </button>
      </div>
    </form>
  );
};
