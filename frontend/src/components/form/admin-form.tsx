import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from './form-message';
import type { SubmitState } from './use-submit';

interface AdminFormProps {
  /** What useAdminForm answers. */
  form: {
    submit(event: FormEvent): void;
    submission: SubmitState;
    uploading: boolean;
    editing: boolean;
    /** "Xem trước", when the form offers it. */
    preview?: () => void;
    previewing?: SubmitState;
  };
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
    {form.previewing?.message && <FormMessage state={form.previewing} />}
    {children}
    <div className="admin-form__actions">
      {form.preview && (
        <button
          className="button button--ghost"
          type="button"
          onClick={form.preview}
          disabled={form.uploading || form.previewing?.submitting}
        >
          {form.previewing?.submitting ? 'Đang tạo bản xem trước…' : 'Xem trước'}
        </button>
      )}
      <SubmitButton
        label={submitLabel ?? (form.editing ? 'Cập nhật' : 'Tạo mới')}
        saving={form.submission.submitting}
        disabled={form.uploading}
      />
    </div>
  </form>
);

/** Disabled while images upload or the save runs. */
const SubmitButton = ({ label, saving, disabled }: { label: string; saving: boolean; disabled: boolean }) => (
  <button className="button button--primary" type="submit" disabled={disabled || saving}>
    {saving ? 'Đang lưu…' : label}
  </button>
);
