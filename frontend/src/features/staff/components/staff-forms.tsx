import {
  SECRET_OWNER_ID,
  STAFF_ROLES,
  staffMessages,
  type StaffAccount,
  type StaffRole,
} from '@vongbi/functions/contract/staff';
import { AdminForm } from '@/components/form/admin-form';
import { Field } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { createStaff } from '../api/create-staff';
import { updateStaff } from '../api/update-staff';
import { blankPassword, passwordToSend, type PasswordValues } from '../password-fields';
import { STAFF_ROLE_LABEL, STAFF_ROLE_SCOPE } from '../staff-roles';
import { PasswordChoice } from './password-choice';

// The owners' forms of the staff screen: a new account, an account's name and role, a password reset. Each
// shows the server's messages on its fields (a taken user name, a short password) and, for a saved account, a
// newer version saved meanwhile (409 STALE).

interface RoleChoiceProps {
  value: StaffRole | '';
  error?: string;
  /** The secret's owner: always an owner. */
  locked?: string;
  onChange(role: StaffRole): void;
}

/** The three roles, each with what it may do. */
const RoleChoice = ({ value, error, locked, onChange }: RoleChoiceProps) => (
  <fieldset className="role-choice" disabled={Boolean(locked)}>
    <legend className="form-field__label">
      Vai trò
      <span className="form-field__required" aria-hidden="true">
        {' '}
        *
      </span>
    </legend>
    {STAFF_ROLES.map((role) => (
      <label key={role} className="role-choice__option">
        <input
          type="radio"
          name="role"
          value={role}
          required
          checked={value === role}
          onChange={() => onChange(role)}
        />
        <span>
          <strong>{STAFF_ROLE_LABEL[role]}</strong>
          <span className="role-choice__scope">{STAFF_ROLE_SCOPE[role]}</span>
        </span>
      </label>
    ))}
    {locked && <p className="form-field__hint">{locked}</p>}
    {error && <p className="form-field__error">{error}</p>}
  </fieldset>
);

interface NewAccountValues extends PasswordValues {
  username: string;
  displayName: string;
  role: StaffRole | '';
}

/** A new account; `generatedPassword` is set when the password was generated, for the screen to show once. */
export const NewStaffForm = ({
  onCreated,
}: {
  onCreated(account: StaffAccount, generatedPassword?: string): Promise<void>;
}) => {
  const form = useAdminForm<NewAccountValues>({
    initial: { username: '', displayName: '', role: '', ...blankPassword },
    save: async (values) => {
      const password = passwordToSend(values);
      const account = await createStaff({
        username: values.username.trim(),
        displayName: values.displayName,
        // The radios are required: the browser sends no form without one.
        role: values.role as StaffRole,
        password,
      });
      await onCreated(account, values.passwordMode === 'generated' ? password : undefined);
    },
  });
  const { values, fields } = form;
  return (
    <AdminForm form={form} submitLabel="Tạo tài khoản">
      <div className="admin-form__pair">
        <Field
          label="Tên đăng nhập"
          htmlFor="username"
          required
          error={fields.username}
          hint="3–50 ký tự: chữ thường không dấu, chữ số, dấu chấm, gạch dưới hoặc gạch ngang. Không đổi được sau này."
        >
          <input
            {...form.text('username')}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={50}
          />
        </Field>
        <Field
          label="Tên hiển thị"
          htmlFor="displayName"
          required
          error={fields.displayName}
          hint="Ví dụ: Nguyễn Thu Hà"
        >
          <input {...form.text('displayName')} required autoComplete="off" maxLength={100} />
        </Field>
      </div>
      <RoleChoice value={values.role} error={fields.role} onChange={(role) => form.set('role', role)} />
      <PasswordChoice values={values} set={form.set} fields={fields} />
    </AdminForm>
  );
};

interface AccountFormProps {
  account: StaffAccount;
  onSaved(): Promise<void>;
  /** Someone else saved the account meanwhile: load their version. */
  onReload(): void;
}

/** An account's display name and role; the secret's owner keeps the owner role. */
export const StaffEditForm = ({ account, onSaved, onReload }: AccountFormProps) => {
  const form = useAdminForm<{ displayName: string; role: StaffRole }>({
    initial: { displayName: account.displayName, role: account.role },
    editing: true,
    save: async ({ displayName, role }) => {
      await updateStaff(account.id, { displayName, role, disabled: account.disabled, updatedAt: account.updatedAt });
      await onSaved();
    },
  });
  const { values, fields } = form;
  return (
    <AdminForm form={form} onReload={onReload}>
      <Field label="Tên đăng nhập" htmlFor="username" hint="Tên đăng nhập không đổi được.">
        <input id="username" value={account.username} readOnly />
      </Field>
      <Field label="Tên hiển thị" htmlFor="displayName" required error={fields.displayName}>
        <input {...form.text('displayName')} required autoComplete="off" maxLength={100} />
      </Field>
      <RoleChoice
        value={values.role}
        error={fields.role}
        locked={account.id === SECRET_OWNER_ID ? staffMessages.ownerRole : undefined}
        onChange={(role) => form.set('role', role)}
      />
    </AdminForm>
  );
};

/**
 * A new password for someone else's account (not the secret's owner, whose password the deploy configuration
 * holds): every session of that account ends. `generatedPassword` is set for the screen to show once.
 */
export const PasswordResetForm = ({
  account,
  onReset,
  onReload,
}: Omit<AccountFormProps, 'onSaved'> & { onReset(generatedPassword?: string): Promise<void> }) => {
  const form = useAdminForm<PasswordValues>({
    initial: blankPassword,
    confirm: () =>
      window.confirm(
        `Đặt lại mật khẩu của “${account.displayName}”? Tài khoản này sẽ bị đăng xuất khỏi mọi nơi và phải đăng nhập bằng mật khẩu mới.`,
      ),
    save: async (values) => {
      const password = passwordToSend(values);
      const { displayName, role, disabled, updatedAt } = account;
      await updateStaff(account.id, { displayName, role, disabled, updatedAt, password });
      await onReset(values.passwordMode === 'generated' ? password : undefined);
    },
  });
  return (
    <AdminForm form={form} onReload={onReload} submitLabel="Đặt lại mật khẩu">
      <p className="form-note">
        Tài khoản <strong>{account.username}</strong> sẽ bị đăng xuất khỏi mọi phiên đang mở ngay khi lưu.
      </p>
      <PasswordChoice values={form.values} set={form.set} fields={form.fields} />
    </AdminForm>
  );
};
