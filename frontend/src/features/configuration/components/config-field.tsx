import type { ReactNode } from 'react';
import { configKeyInfo, type ConfigKeyInfo } from '@vongbi/functions/contract/configuration-registry';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import type { ConfigRow } from '../config-rows';
import { configFieldId, slotPageExists, type SlotSources } from '../page-slots';
import { SlotSelect } from './slot-select';

/** The other keys holding the same fact, each a link to its field: changing this one leaves them unchanged. */
const AlsoIn = ({ info, shown }: { info: ConfigKeyInfo; shown: ReadonlySet<string> }) => {
  const related = (info.alsoIn ?? []).filter((key) => shown.has(key));
  if (related.length === 0) return null;
  return (
    <p className="config-row__hint">
      Sửa ở đây không đổi:{' '}
      {related.map((key, index) => (
        <span key={key}>
          {index > 0 && ', '}
          <a href={`#${configFieldId(key)}`}>{configKeyInfo(key)!.label}</a>
        </span>
      ))}
      . Hãy sửa cả các mục đó nếu cùng thông tin.
    </p>
  );
};

interface ConfigFieldProps {
  row: ConfigRow;
  /** The records page slots are chosen from; null when they could not be loaded (slots are then typed). */
  sources: SlotSources | null | undefined;
  /** The keys on the screen, which the "same fact" hint may link to. */
  shown: ReadonlySet<string>;
  /** The stored version, when the key is stored: its history can be opened, a restore is a new value. */
  storedVersion?: string;
  historyOpen: boolean;
  onToggleHistory(): void;
  /** The history panel, shown under the field while open. */
  history: ReactNode;
  error?: string;
  onChange(value: string): void;
}

/** One key of the configuration screen: its name, where it shows, its field, hints and history. */
export const ConfigField = ({
  row,
  sources,
  shown,
  storedVersion,
  historyOpen,
  onToggleHistory,
  history,
  error,
  onChange,
}: ConfigFieldProps) => {
  const info = configKeyInfo(row.configKey);
  const id = configFieldId(row.configKey);
  const label = info?.label ?? row.label;
  const broken = Boolean(sources && info?.slot && !slotPageExists(info.slot, row.value, sources));
  const placeId = `${id}-place`;
  const stored = storedVersion !== undefined;
  return (
    <div className={`config-row ${broken ? 'config-row--broken' : ''}`}>
      <div className="config-row__meta">
        <label htmlFor={id}>{label}</label>
        <span className="config-row__place" id={placeId}>
          {info?.place ?? row.label}
        </span>
        <code>{row.configKey}</code>
        {stored && (
          <button
            type="button"
            className="config-row__history-toggle"
            aria-expanded={historyOpen}
            aria-label={`Lịch sử: ${label}`}
            onClick={onToggleHistory}
          >
            Lịch sử
          </button>
        )}
      </div>
      <div className="config-row__field">
        {info?.rich ? (
          <RichTextEditor
            // A value restored from its history is a new one for the editor.
            key={storedVersion}
            id={id}
            initialValue={row.value}
            onChange={onChange}
          />
        ) : info?.slot && sources ? (
          <SlotSelect
            id={id}
            name={row.configKey}
            kind={info.slot}
            value={row.value}
            sources={sources}
            describedBy={broken ? `${id}-broken` : placeId}
            onChange={onChange}
          />
        ) : info?.multiline ? (
          <textarea
            id={id}
            name={row.configKey}
            value={row.value}
            rows={4}
            aria-describedby={placeId}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          // May be emptied: the contract allows "" (a missing link falls back to '#').
          <input
            id={id}
            name={row.configKey}
            value={row.value}
            aria-describedby={placeId}
            disabled={Boolean(info?.slot) && sources === undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {row.missing && <p className="config-row__hint">Mục này chưa có trên trang: điền rồi lưu để thêm.</p>}
        {broken && (
          <p className="config-row__warning" id={`${id}-broken`}>
            Trang mà mục này trỏ tới không còn tồn tại ({row.value}). Hãy chọn trang khác hoặc để trống.
          </p>
        )}
        {info && <AlsoIn info={info} shown={shown} />}
        {error && <p className="form-field__error">{error}</p>}
      </div>
      {historyOpen && stored && <div className="config-row__history">{history}</div>}
    </div>
  );
};
