import type { SlotKind } from '@vongbi/functions/contract/configuration-registry';
import { slotOptions, slotPageExists, type SlotSources } from '../page-slots';

const OTHER_CATEGORY_TYPE: Partial<Record<SlotKind, { kind: SlotKind; title: string }>> = {
  productCategory: { kind: 'toolCategory', title: 'Danh mục dụng cụ bảo dưỡng' },
  toolCategory: { kind: 'productCategory', title: 'Danh mục sản phẩm' },
};

interface SlotSelectProps {
  id: string;
  name: string;
  kind: SlotKind;
  value: string;
  sources: SlotSources;
  describedBy?: string;
  onChange(value: string): void;
}

/** A page slot chosen from the site's own records; the option's value is what the store holds today. */
export const SlotSelect = ({ id, name, kind, value, sources, describedBy, onChange }: SlotSelectProps) => {
  const other = OTHER_CATEGORY_TYPE[kind];
  const exists = slotPageExists(kind, value, sources);
  return (
    <select
      id={id}
      name={name}
      value={value}
      aria-invalid={!exists || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">— Để trống —</option>
      {!exists && <option value={value}>Trang không còn tồn tại ({value})</option>}
      {slotOptions(kind, sources).map((option) => (
        <option key={option.value} value={option.value}>
          {option.title}
        </option>
      ))}
      {other && (
        <optgroup label={other.title}>
          {slotOptions(other.kind, sources).map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
};
