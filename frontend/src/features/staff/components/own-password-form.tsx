import { MIN_PASSWORD_LENGTH } from '@vongbi/functions/contract/staff';
import { AdminForm } from '@/components/form/admin-form';
import { Field } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { changeOwnPassword } from '../api/change-own-password';
import { assertSameTwice } from '../password-fields';

const blank = { currentPassword: '', newPassword: '', repeat: '' };

/**
 * One's own password: the current one, the new one twice. This session lives on; the account's other sessions
 * (another browser, a phone) end. A wrong current password is said on its field and counts towards the
 * sign-in lock-out, as the server does.
 */
export const OwnPasswordForm = ({ onChanged }: { onChanged(): void }) => {
  const form = useAdminForm({
    initial: blank,
    save: async ({ currentPassword, newPassword, repeat }) => {
      assertSameTwice(newPassword, repeat, 'repeat');
      await changeOwnPassword({ currentPassword, newPassword });
      onChanged();
    },
  });
  const { fields } = form;
  return (
    <AdminForm form={form} submitLabel="Đổi mật khẩu">
      <Field label="Mật khẩu hiện tại" htmlFor="currentPassword" required error={fields.currentPassword}>
        <input {...form.text('currentPassword')} type="password" autoComplete="current-password" required />
      </Field>
      <Field
        label="Mật khẩu mới"
        htmlFor="newPassword"
        required
        error={fields.newPassword}
        hint={`Ít nhất ${MIN_PASSWORD_LENGTH} ký tự. Nên dùng một cụm từ dài mà chỉ bạn nhớ.`}
      >
        <input {...form.text('newPassword')} type="password" autoComplete="new-password" required />
      </Field>
      <Field label="Nhập lại mật khẩu mới" htmlFor="repeat" required error={fields.repeat}>
        <input {...form.text('repeat')} type="password" autoComplete="new-password" required />
      </Field>
    </AdminForm>
  );
};
