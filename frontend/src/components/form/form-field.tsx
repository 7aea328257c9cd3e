import { PATH_INPUT_PATTERN } from '@vongbi/functions/contract/fields';
import type { ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** The id of the control, so the label and the error message belong to it. */
  htmlFor: string;
  required?: boolean;
  /** The server's message for this field (the contract's `fields`). */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its required marker and the server's message for it. */
export const Field = ({ label, htmlFor, required, error, hint, children }: FieldProps) => (
  <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
    <label htmlFor={htmlFor} className="form-field__label">
      {label}
      {required && (
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
    {children}
    {hint && !error && <p className="form-field__hint">{hint}</p>}
    {error && (
      <p className="form-field__error" id={`${htmlFor}-error`}>
        {error}
      </p>
    )}
  </div>
);

interface TextFieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** The unique-path field of the catalogue forms: `a-z0-9-`, proposed from `proposedFrom` until typed over. */
export const PathField = ({
  id,
  proposedFrom,
  value,
  error,
  onChange,
}: TextFieldProps & { id: string; proposedFrom: string }) => (
  <Field
    label="Đường dẫn duy nhất"
    htmlFor={id}
    required
    error={error}
    hint={`Chữ thường không dấu, chữ số và dấu gạch ngang; tự đề xuất từ ${proposedFrom}.`}
  >
    <input
      id={id}
      value={value}
      required
      pattern={PATH_INPUT_PATTERN}
      onChange={(event) => onChange(event.target.value)}
    />
  </Field>
);

/** Comma-separated YouTube ids (links are turned into ids by the form before saving). */
export const VideosField = ({ value, error, onChange }: TextFieldProps) => (
  <Field
    label="Video YouTube"
    htmlFor="videos"
    error={error}
    hint="Mã video (11 ký tự) hoặc đường dẫn YouTube, cách nhau bởi dấu phẩy."
  >
    <input id="videos" value={value} onChange={(event) => onChange(event.target.value)} />
  </Field>
);
