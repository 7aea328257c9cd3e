import { useRef, useState, type ChangeEvent } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { formatDateTime } from '@/components/ui/data-table';
import { createBannerImage } from '@/features/banner-images/api/create-banner-image';
import { deleteBannerImage } from '@/features/banner-images/api/delete-banner-image';
import { getBannerImages } from '@/features/banner-images/api/get-banner-images';
import { uploadFile } from '@/features/files/api/upload-file';
import { ApiError, apiOf } from '@/lib/api-client';
import { useDelete } from './use-delete';

export const bannersLoader = ({ context }: LoaderFunctionArgs) => getBannerImages(apiOf(context));

export const BannerPage = () => {
  const banners = useLoaderData<typeof bannersLoader>();
  const revalidator = useRevalidator();
  const remove = useDelete();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  // Banners keep their full 1440×400 quality: the raw file is stored, not a compressed copy.
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const stored = await uploadFile(file, file.name);
      await createBannerImage(stored.id);
      await revalidator.revalidate();
    } catch (caught) {
      console.error('Error uploading image', caught);
      if (!(caught instanceof ApiError && caught.status === 401)) {
        setError(caught instanceof ApiError ? caught.message : 'Không tải được ảnh lên');
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Banner</h1>
        <label className={`button button--primary${busy ? ' button--busy' : ''}`} aria-disabled={busy}>
          {busy ? 'Đang tải ảnh lên…' : '+ Tải banner lên'}
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/*"
            onChange={upload}
            disabled={busy}
            aria-label="Tải banner lên"
          />
        </label>
      </div>
      <p className="muted">Kích thước khuyến nghị 1440 × 400 px. Ảnh được lưu nguyên bản, không nén.</p>
      {busy && (
        <div className="busy" role="status">
          <span className="busy__spinner" aria-hidden="true" /> Đang tải ảnh lên, vui lòng chờ...
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {banners.length === 0 ? (
        <p className="empty">Chưa có banner nào.</p>
      ) : (
        <ul className="banner-list">
          {banners.map((banner) => (
            <li key={banner.id} className="banner-list__item">
              <img src={banner.image.urlPath} alt={`Banner ${banner.id}`} loading="lazy" />
              <div className="banner-list__meta">
                <span>
                  #{banner.id} · {formatDateTime(banner.updatedAt)}
                </span>
                <button
                  type="button"
                  className="button button--danger button--small"
                  onClick={() => remove(() => deleteBannerImage(banner.id))}
                >
                  Xóa
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
