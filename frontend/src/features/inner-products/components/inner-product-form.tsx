import type { EmbeddedImage, InnerProduct, InnerProductUpdateRequest } from '@vongbi/functions/contract';
import type { CrossReference } from '@vongbi/functions/contract/inner-product';
import {
  AVAILABILITY_FRESH_DAYS,
  AVAILABILITY_LABEL,
  AVAILABILITY_STATUSES,
  TECHNICAL_DATA_SOURCE,
  TECHNICAL_FIELD_NAMES,
  TECHNICAL_FIELDS,
  vietnamToday,
  type Availability,
  type AvailabilityStatus,
  type TechnicalField,
} from '@vongbi/functions/contract/technical-data';
import { AdminForm } from '@/components/form/admin-form';
import { Field, PathField, VideosField } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { ImageList, ImageUpload, type ImageUploader } from '@/components/ui/image-upload';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { normalizeVideoIds } from '@/components/ui/video-ids';
import { formatMillimetres } from '@/lib/site-format';
import { CrossReferencesField } from './cross-references-field';

interface InnerProductFormProps {
  outerProductId: number;
  /** The outer product's namePath, sent with updates as the contract allows. */
  outerProductName: string;
  innerProduct?: InnerProduct;
  uploadImage: ImageUploader;
  onSave(input: InnerProductUpdateRequest): Promise<void>;
  /** Shows the page these values would publish, without saving (\"Xem trước\"). */
  onPreview?(input: InnerProductUpdateRequest): Promise<void>;
  onReload?(): void;
}

type DimensionKey = 'boreMm' | 'outerDiameterMm' | 'widthMm';

const DIMENSIONS: readonly (readonly [DimensionKey, string])[] = [
  ['boreMm', 'Đường kính trong d (mm)'],
  ['outerDiameterMm', 'Đường kính ngoài D (mm)'],
  ['widthMm', 'Chiều rộng B (mm)'],
];
const DIMENSIONS_HINT_ID = 'dimensions-hint';

/** A stored dimension as the field shows it (decimal comma); none is an empty field. */
const dimensionText = (millimetres: number | null | undefined): string =>
  millimetres == null ? '' : formatMillimetres(millimetres);

/** What a number field sends: empty is none, anything else as typed (the server reads "12,7", "28 000"). */
const typedValue = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A stored technical value as the field shows it: decimal comma, no grouping, so it reads back the same. */
const technicalText = (value: number | null | undefined): string =>
  value == null ? '' : String(value).replace('.', ',');

/** What availability the form sends: none when no status is chosen. */
const availabilityValue = (status: AvailabilityStatus | '', checkedAt: string): Availability | null =>
  status === '' ? null : { status, checkedAt };

interface InnerProductValues {
  name: string;
  namePath: string;
  description: string;
  shortDescription: string;
  brand: string;
  madeIn: string;
  productSeries: string;
  /** d, D and B as staff type them ("12,7"); the server reads and checks them. */
  boreMm: string;
  outerDiameterMm: string;
  widthMm: string;
  /** C, C0, speeds and mass as staff type them ("14,8", "28 000"); the server reads and checks them. */
  dynamicLoadKn: string;
  staticLoadKn: string;
  referenceSpeedRpm: string;
  limitingSpeedRpm: string;
  massKg: string;
  /** '' is "not said". */
  availabilityStatus: AvailabilityStatus | '';
  /** `YYYY-MM-DD`, the day staff checked. */
  availabilityCheckedAt: string;
  /** Other makers' codes confirmed as equivalents, as the rows show them (a new row is blank). */
  crossReferences: CrossReference[];
  videos: string;
  image: EmbeddedImage | null;
  images: EmbeddedImage[];
}

export const InnerProductForm = ({
  outerProductId,
  outerProductName,
  innerProduct,
  uploadImage,
  onSave,
  onPreview,
  onReload,
}: InnerProductFormProps) => {
  /** What a save (or a preview) sends for the form's values. */
  const request = (values: InnerProductValues): InnerProductUpdateRequest => ({
    name: values.name,
    namePath: values.namePath,
    description: values.description,
    shortDescription: values.shortDescription,
    brand: values.brand,
    madeIn: values.madeIn,
    productSeries: values.productSeries,
    boreMm: typedValue(values.boreMm),
    outerDiameterMm: typedValue(values.outerDiameterMm),
    widthMm: typedValue(values.widthMm),
    dynamicLoadKn: typedValue(values.dynamicLoadKn),
    staticLoadKn: typedValue(values.staticLoadKn),
    referenceSpeedRpm: typedValue(values.referenceSpeedRpm),
    limitingSpeedRpm: typedValue(values.limitingSpeedRpm),
    massKg: typedValue(values.massKg),
    availability: availabilityValue(values.availabilityStatus, values.availabilityCheckedAt),
    crossReferences: values.crossReferences,
    videos: normalizeVideoIds(values.videos),
    imageId: values.image?.id ?? 0,
    imageIds: values.images.map((image) => image.id),
    outerProductId,
    outerProductName,
    updatedAt: innerProduct?.updatedAt,
  });
  const form = useAdminForm<InnerProductValues>({
    initial: {
      name: innerProduct?.name ?? '',
      namePath: innerProduct?.namePath ?? '',
      description: innerProduct?.description ?? '',
      shortDescription: innerProduct?.shortDescription ?? '',
      brand: innerProduct?.brand ?? '',
      madeIn: innerProduct?.madeIn ?? '',
      productSeries: innerProduct?.productSeries ?? '',
      boreMm: dimensionText(innerProduct?.boreMm),
      outerDiameterMm: dimensionText(innerProduct?.outerDiameterMm),
      widthMm: dimensionText(innerProduct?.widthMm),
      dynamicLoadKn: technicalText(innerProduct?.dynamicLoadKn),
      staticLoadKn: technicalText(innerProduct?.staticLoadKn),
      referenceSpeedRpm: technicalText(innerProduct?.referenceSpeedRpm),
      limitingSpeedRpm: technicalText(innerProduct?.limitingSpeedRpm),
      massKg: technicalText(innerProduct?.massKg),
      availabilityStatus: innerProduct?.availability?.status ?? '',
      availabilityCheckedAt: innerProduct?.availability?.checkedAt ?? '',
      crossReferences: innerProduct?.crossReferences ?? [],
      videos: innerProduct?.videos ?? '',
      image: innerProduct?.image ?? null,
      images: innerProduct?.innerProductImages.map((entry) => entry.image) ?? [],
    },
    editing: innerProduct !== undefined,
    path: { name: 'name', path: 'namePath' },
    save: (values) => onSave(request(values)),
    preview: onPreview && ((values) => onPreview(request(values))),
  });

  const { values, fields } = form;
  const technicalField = (key: TechnicalField) => {
    const unitId = `${key}-unit`;
    return (
      <Field key={key} label={TECHNICAL_FIELDS[key].label} htmlFor={key} error={fields[key]}>
        <div className="input-unit">
          <input
            {...form.text(key)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={30}
            aria-describedby={fields[key] ? `${unitId} ${key}-error` : unitId}
            aria-invalid={fields[key] ? true : undefined}
          />
          <span className="input-unit__unit" id={unitId}>
            {TECHNICAL_FIELDS[key].unit}
          </span>
        </div>
      </Field>
    );
  };
  const chooseAvailability = (status: AvailabilityStatus | '') => {
    form.set('availabilityStatus', status);
    // Choosing a status is checking it: the date becomes today (staff may still change it).
    if (status !== '') form.set('availabilityCheckedAt', vietnamToday());
  };
  const availabilityStatusError = fields['availability.status'] ?? fields.availability;
  const availabilityDateError = fields['availability.checkedAt'];
  const detailField = (key: 'brand' | 'madeIn' | 'productSeries', label: string) => (
    <Field label={label} htmlFor={key} error={fields[key]}>
      <input {...form.text(key)} maxLength={200} />
    </Field>
  );
  return (
    <AdminForm form={form} onReload={onReload}>
      <Field label="Tên sản phẩm" htmlFor="name" required error={fields.name}>
        <input {...form.text('name')} required maxLength={200} />
      </Field>
      <PathField
        id="namePath"
        proposedFrom="tên"
        value={values.namePath}
        error={fields.namePath}
        onChange={(value) => form.set('namePath', value)}
      />
      <div className="admin-form__row">
        {detailField('productSeries', 'Mã sản phẩm')}
        {detailField('brand', 'Thương hiệu')}
        {detailField('madeIn', 'Xuất xứ')}
      </div>
      <div className="admin-form__group">
        <div className="admin-form__row">
          {DIMENSIONS.map(([key, label]) => (
            <Field key={key} label={label} htmlFor={key} error={fields[key]}>
              <input
                {...form.text(key)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                aria-describedby={fields[key] ? `${key}-error ${DIMENSIONS_HINT_ID}` : DIMENSIONS_HINT_ID}
                aria-invalid={fields[key] ? true : undefined}
              />
            </Field>
          ))}
        </div>
        <p className="form-field__hint" id={DIMENSIONS_HINT_ID}>
          Để trống: tự điền theo mã sản phẩm nếu là vòng bi tiêu chuẩn
        </p>
      </div>
      <fieldset className="admin-form__group admin-form__fieldset">
        <legend>Thông số kỹ thuật</legend>
        <div className="admin-form__row">{TECHNICAL_FIELD_NAMES.map(technicalField)}</div>
        <p className="form-field__hint">{TECHNICAL_DATA_SOURCE}; để trống khi catalogue không ghi.</p>
      </fieldset>
      <div className="admin-form__row admin-form__row--top">
        <Field label="Tình trạng hàng" htmlFor="availabilityStatus" error={availabilityStatusError}>
          <select
            id="availabilityStatus"
            value={values.availabilityStatus}
            onChange={(event) => chooseAvailability(event.target.value as AvailabilityStatus | '')}
            aria-invalid={availabilityStatusError ? true : undefined}
          >
            <option value="">Không hiển thị</option>
            {AVAILABILITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {AVAILABILITY_LABEL[status]}
              </option>
            ))}
          </select>
        </Field>
        {values.availabilityStatus !== '' && (
          <Field
            label="Ngày kiểm tra"
            htmlFor="availabilityCheckedAt"
            required
            error={availabilityDateError}
            hint={`Trang sản phẩm thôi hiển thị tình trạng ${AVAILABILITY_FRESH_DAYS} ngày sau ngày này.`}
          >
            <input
              {...form.text('availabilityCheckedAt')}
              type="date"
              required
              max={vietnamToday()}
              aria-invalid={availabilityDateError ? true : undefined}
            />
          </Field>
        )}
      </div>
      <CrossReferencesField
        value={values.crossReferences}
        fields={fields}
        onChange={(value) => form.set('crossReferences', value)}
      />
      <Field label="Mô tả ngắn" htmlFor="shortDescription" error={fields.shortDescription}>
        <textarea {...form.text('shortDescription')} rows={3} />
      </Field>
      <Field label="Ảnh đại diện" htmlFor="image" required error={fields.imageId}>
        <ImageUpload id="image" {...form.image('image')} upload={uploadImage} required />
      </Field>
      <Field label="Ảnh chi tiết" htmlFor="images" required error={fields.imageIds}>
        <ImageList id="images" {...form.image('images')} upload={uploadImage} required />
      </Field>
      <Field label="Thông tin chi tiết" htmlFor="description" required error={fields.description}>
        <RichTextEditor
          id="description"
          initialValue={values.description}
          onChange={(html) => form.set('description', html)}
          uploadImage={uploadImage}
        />
      </Field>
      <VideosField value={values.videos} error={fields.videos} onChange={(value) => form.set('videos', value)} />
    </AdminForm>
  );
};
