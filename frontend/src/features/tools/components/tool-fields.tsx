import type { ReactNode } from 'react';

// The helpers' fields, made for a thumb: tall inputs, 16 px text (a phone does not zoom into it), the decimal
// keypad, the unit inside the field, and the field's own message under it.

interface FieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
}

const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-message` : hint ? `${id}-hint` : undefined;

const FieldMessage = ({ id, error, hint }: { id: string; error?: string; hint?: string }) =>
  error ? (
    <p id={`${id}-message`} className="tool-field__error">
      {error}
    </p>
  ) : hint ? (
    <p id={`${id}-hint`} className="tool-field__hint">
      {hint}
    </p>
  ) : null;

export const NumberField = ({
  id,
  label,
  unit,
  value,
  onChange,
  error,
  hint,
  placeholder,
  wideNote,
}: FieldProps & {
  unit?: string;
  placeholder?: string;
  /** The field takes a row of its own, its note the whole width, its input half of it. */
  wideNote?: boolean;
}) => (
  <div
    className={`tool-field${wideNote ? ' tool-field--wide tool-field--wide-note' : ''}${error ? ' tool-field--invalid' : ''}`}
  >
    <label htmlFor={id}>{label}</label>
    <div className="tool-field__control">
      <input
        id={id}
        name={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
      {unit && (
        <span className="tool-field__unit" aria-hidden="true">
          {unit}
        </span>
      )}
    </div>
    <FieldMessage id={id} error={error} hint={hint} />
  </div>
);

export const SelectField = ({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) => (
  <div className={`tool-field tool-field--wide${error ? ' tool-field--invalid' : ''}`}>
    <label htmlFor={id}>{label}</label>
    <div className="tool-field__control">
      <select
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Chọn loại vòng bi</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
    <FieldMessage id={id} error={error} hint={hint} />
  </div>
);

/** Two answers side by side, each a large target: the one fieldset a helper needs (open or sealed). */
export const ChoiceField = ({
  name,
  legend,
  value,
  onChange,
  error,
  choices,
}: {
  name: string;
  legend: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  choices: readonly { value: string; label: string }[];
}) => (
  <fieldset
    className={`tool-field tool-field--wide tool-choice${error ? ' tool-field--invalid' : ''}`}
    aria-describedby={error ? `${name}-message` : undefined}
  >
    <legend>{legend}</legend>
    <div className="tool-choice__options">
      {choices.map((choice) => (
        <label key={choice.value} className="tool-choice__option">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
    <FieldMessage id={name} error={error} />
  </fieldset>
);
