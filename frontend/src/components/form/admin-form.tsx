import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from './form-message';
import type { SubmitState } from './use-submit';

interface AdminFormProps {
  /** What useAdminForm answers. */
  form: { submit(event: FormEvent): void; submission: SubmitState; uploading: boolean; editing: boolean };
  /** The submit button's text; else 'Cập nhật' for a saved record and 'Tạo mới' for a new one. */
  submitLabel?: string;
  /** Offered when someone else saved the record meanwhile (409 STALE): load their version. */
  onReload?(): void;
  children: ReactNode;
}

/** A back-office form: the server's answer above the fields, and a submit button that waits for uploads. */
export const AdminForm = ({ form, submitLabel, onReload, children }: AdminFormProps) => (
  <form className="admin-form" onSubmit={form.submit}>
    <FormMessage state={form.submission} onReload={onReload} />
    {children}
    <SubmitButton
      label={submitLabel ?? (form.editing ? 'Cập nhật' : 'Tạo mới')}
      saving={form.submission.submitting}
      disabled={form.uploading}
    />
  </form>
);

/** Disabled while images upload or the save runs. */
const SubmitButton = ({ label, saving, disabled }: { label: string; saving: boolean; disabled: boolean }) => (
  <div className="admin-form__actions">
    <button className="button button--primary" type="submit" disabled={disabled || saving}>
      {saving ? 'Đang lưu…' : label}
    </button>
  </div>
);
