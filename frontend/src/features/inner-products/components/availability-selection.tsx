import { useState } from 'react';
import {
  AVAILABILITY_FRESH_DAYS,
  AVAILABILITY_LABEL,
  AVAILABILITY_STATUSES,
  shownAvailability,
  vietnamToday,
  type Availability,
  type AvailabilityStatus,
} from '@vongbi/functions/contract/technical-data';

/** What the product list says of a product's availability: its label and check date, and whether it still shows. */
export const AvailabilityCell = ({ availability }: { availability: Availability | null | undefined }) => {
  if (!availability) return <span className="cell__muted">Chưa nhập</span>;
  const [year, month, day] = availability.checkedAt.split('-');
  const shown = shownAvailability(availability, vietnamToday());
  return (
    <span className={shown ? 'availability-cell' : 'availability-cell availability-cell--stale'}>
      {AVAILABILITY_LABEL[availability.status]}
      <small>
        {` kiểm tra ${day}/${month}/${year}`}
        {!shown && ` · quá ${AVAILABILITY_FRESH_DAYS} ngày, trang sản phẩm đã ẩn`}
      </small>
    </span>
  );
};

interface AvailabilitySelectionBarProps {
  selectedCount: number;
  total: number;
  onSelectAll(): void;
  onClear(): void;
  onApply(availability: Availability | null): Promise<void>;
}

/** The product list's bar for its selection: one availability (or none) for every product ticked. */
export const AvailabilitySelectionBar = ({
  selectedCount,
  total,
  onSelectAll,
  onClear,
  onApply,
}: AvailabilitySelectionBarProps) => {
  const [status, setStatus] = useState<AvailabilityStatus | 'none'>('in_stock');
  const [checkedAt, setCheckedAt] = useState(vietnamToday);
  const [saving, setSaving] = useState(false);
  const none = selectedCount === 0;
  return (
    <form
      className="selection-bar"
      aria-label="Tình trạng hàng của các sản phẩm đã chọn"
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        try {
          await onApply(status === 'none' ? null : { status, checkedAt });
        } finally {
          setSaving(false);
        }
      }}
    >
      <p className="selection-bar__count" role="status">
        {none ? 'Chưa chọn sản phẩm nào' : `Đã chọn ${selectedCount} / ${total} sản phẩm`}
      </p>
      <div className="selection-bar__links">
        <button type="button" className="button button--ghost button--small" onClick={onSelectAll}>
          Chọn tất cả
        </button>
        {!none && (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            Bỏ chọn
          </button>
        )}
      </div>
      <label className="selection-bar__field">
        <span>Tình trạng hàng</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as AvailabilityStatus | 'none')}>
          {AVAILABILITY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {AVAILABILITY_LABEL[value]}
            </option>
          ))}
          <option value="none">Không hiển thị (xóa)</option>
        </select>
      </label>
      {status !== 'none' && (
        <label className="selection-bar__field">
          <span>Ngày kiểm tra</span>
          <input
            type="date"
            required
            value={checkedAt}
            max={vietnamToday()}
            onChange={(event) => setCheckedAt(event.target.value)}
          />
        </label>
      )}
      <button type="submit" className="button button--primary" disabled={none || saving}>
        {saving ? 'Đang cập nhật…' : 'Cập nhật các sản phẩm đã chọn'}
      </button>
    </form>
  );
};
