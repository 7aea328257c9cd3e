import type { QuoteRequest, QuoteRequestUpdateInput, QuoteStatus } from '@vongbi/functions/contract';
import { QUOTE_LIMITS } from '@vongbi/functions/contract/quote-form';
import { QUOTE_STATUSES } from '@vongbi/functions/contract/quote-request';
import { AdminForm } from '@/components/form/admin-form';
import { Field } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { QUOTE_STATUS_LABEL } from '../quote-status';

interface QuoteStatusFormProps {
  request: QuoteRequest;
  onSave(input: QuoteRequestUpdateInput): Promise<void>;
  /** Someone else saved the request meanwhile (409 STALE): load their version. */
  onReload(): void;
}

/**
 * Where a request stands and staff's own note, saved with the version the screen loaded, as every back-office
 * form: a save over someone else's is refused and offers their version.
 */
export const QuoteStatusForm = ({ request, onSave, onReload }: QuoteStatusFormProps) => {
  const form = useAdminForm<{ status: QuoteStatus; staffNote: string }>({
    initial: { status: request.status, staffNote: request.staffNote },
    editing: true,
    save: (values) => onSave({ ...values, updatedAt: request.updatedAt }),
  });
  const { values, fields } = form;
  return (
    <AdminForm form={form} onReload={onReload} submitLabel="Lưu trạng thái">
      <fieldset className="status-choice">
        <legend className="form-field__label">Trạng thái</legend>
        {QUOTE_STATUSES.map((status) => (
          <label key={status} className={`status-choice__option status-choice__option--${status}`}>
            <input
              type="radio"
              name="status"
              value={status}
              checked={values.status === status}
              onChange={() => form.set('status', status)}
            />
            {QUOTE_STATUS_LABEL[status]}
          </label>
        ))}
        {fields.status && <p className="form-field__error">{fields.status}</p>}
      </fieldset>
      <Field
        label="Ghi chú của nhân viên"
        htmlFor="staffNote"
        error={fields.staffNote}
        hint="Chỉ nhân viên thấy: đã gọi lúc nào, giá đã báo, hẹn giao…"
      >
        <textarea {...form.text('staffNote')} rows={4} maxLength={QUOTE_LIMITS.staffNote} />
      </Field>
    </AdminForm>
  );
};
