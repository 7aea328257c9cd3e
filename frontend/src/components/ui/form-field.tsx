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
