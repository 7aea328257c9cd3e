import { MIN_PASSWORD_LENGTH } from '@vongbi/functions/contract/staff';
import { Field } from '@/components/form/form-field';
import type { PasswordMode, PasswordValues } from '../password-fields';

interface PasswordChoiceProps {
  values: PasswordValues;
  set<K extends keyof PasswordValues>(key: K, value: PasswordValues[K]): void;
  /** The server's messages: `password` (too short), `repeat` (the two copies differ). */
  fields: Record<string, string>;
}

const modes: { mode: PasswordMode; label: string }[] = [
  { mode: 'generated', label: 'Tạo mật khẩu mạnh' },
  { mode: 'typed', label: 'Tự nhập mật khẩu' },
];

/** Generate a strong password (shown once after saving) or type one, twice. */
export const PasswordChoice = ({ values, set, fields }: PasswordChoiceProps) => (
  <>
    <fieldset className="status-choice">
      <legend className="form-field__label">Mật khẩu</legend>
      {modes.map(({ mode, label }) => (
        <label key={mode} className="status-choice__option">
          <input
            type="radio"
            name="passwordMode"
            value={mode}
            checked={values.passwordMode === mode}
            onChange={() => set('passwordMode', mode)}
          />
          {label}
        </label>
      ))}
    </fieldset>
    {values.passwordMode === 'generated' ? (
      <p className="form-field__hint">
        16 ký tự ngẫu nhiên, hiện <strong>một lần</strong> sau khi lưu để bạn sao chép và gửi cho người dùng.
      </p>
    ) : (
      <div className="admin-form__pair">
        <Field
          label="Mật khẩu"
          htmlFor="password"
          required
          error={fields.password}
          hint={`Ít nhất ${MIN_PASSWORD_LENGTH} ký tự.`}
        >
          <input
            id="password"
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
        </Field>
        <Field label="Nhập lại mật khẩu" htmlFor="repeat" required error={fields.repeat}>
          <input
            id="repeat"
            type="password"
            autoComplete="new-password"
            required
            value={values.repeat}
            onChange={(event) => set('repeat', event.target.value)}
          />
        </Field>
      </div>
    )}
  </>
);
