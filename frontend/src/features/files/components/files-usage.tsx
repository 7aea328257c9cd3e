import { UNUSED_FILE_DAYS, type FilesUsage } from '@vongbi/functions/contract/files-usage';

// The dashboard's figure of the space uploads take, as the daily sweep counted it, and what the sweep does with
// the images nothing uses.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** `48 213 000` → `46,0 MB`: binary multiples, one decimal from KB on, the Vietnamese decimal comma. */
export const formatBytes = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toLocaleString('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ${UNITS[unit]}`;
};

/** "03:00 25/11/2026", in Vietnam's time whatever the browser's zone. */
const formatTime = (iso: string): string =>
  new Date(iso).toLocaleString('vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

const count = (value: number): string => value.toLocaleString('vi-VN');

export const FilesUsageCard = ({ usage }: { usage: FilesUsage }) => (
  <section className="files-usage" aria-labelledby="files-usage-heading">
    <h2 id="files-usage-heading" className="section-title">
      Dung lượng ảnh đã tải lên
    </h2>
    {usage.measuredAt === null ? (
      <p className="files-usage__note">
        Chưa đo lần nào: dung lượng được đo mỗi ngày lúc 3 giờ sáng, cùng lúc xóa ảnh không dùng.
      </p>
    ) : (
      <>
        <p className="files-usage__total">
          <strong>{formatBytes(usage.bytes)}</strong>
          <span>
            {count(usage.files)} ảnh ({count(usage.objects)} tệp, kể cả các bản thu nhỏ)
          </span>
        </p>
        <p className="files-usage__note">
          {usage.unusedFiles > 0
            ? `${count(usage.unusedFiles)} ảnh (${formatBytes(usage.unusedBytes)}) chưa được dùng ở đâu: ảnh nào vẫn không dùng sẽ tự xóa khi đủ ${UNUSED_FILE_DAYS} ngày kể từ lúc tải lên.`
            : `Ảnh tải lên mà không dùng ở đâu (biểu mẫu bỏ dở, ảnh đã thay) tự xóa sau ${UNUSED_FILE_DAYS} ngày.`}
        </p>
        <p className="files-usage__measured">
          Đo lúc {formatTime(usage.measuredAt)}
          {usage.deletedFiles > 0 &&
            `, đã xóa ${count(usage.deletedFiles)} ảnh không dùng (${formatBytes(usage.deletedBytes)})`}
          .
        </p>
      </>
    )}
  </section>
);
