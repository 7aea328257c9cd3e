import {
  CROSS_REFERENCE_BRAND_MAX,
  CROSS_REFERENCE_CODE_MAX,
  CROSS_REFERENCE_LIMIT,
  type CrossReference,
} from '@vongbi/functions/contract/inner-product';
import { BEARING_BRANDS } from '@vongbi/functions/contract/bearing-brands';

// The other makers' codes staff confirmed as drop-in equivalents of the product, one row each: the maker and its
// code, added and removed row by row. The server's message for a cell (`crossReferences.2.code`) shows under it.

interface CrossReferencesFieldProps {
  value: CrossReference[];
  /** The form's server errors by field path. */
  fields: Readonly<Record<string, string | undefined>>;
  onChange(value: CrossReference[]): void;
}

const BRANDS_LIST_ID = 'cross-reference-brands';
const HINT_ID = 'cross-references-hint';

export const CrossReferencesField = ({ value, fields, onChange }: CrossReferencesFieldProps) => {
  const change = (index: number, patch: Partial<CrossReference>) =>
    onChange(value.map((reference, at) => (at === index ? { ...reference, ...patch } : reference)));
  const listError = fields.crossReferences;
  return (
    <fieldset className="admin-form__group admin-form__fieldset cross-references">
      <legend>Mã tương đương (đã xác nhận với hãng)</legend>
      <p className="form-field__hint" id={HINT_ID}>
        Mã của hãng khác mà sản phẩm này thay thế trực tiếp, ví dụ SKF 6205-2RS1. Trang sản phẩm liệt kê các mã này và
        tìm kiếm theo chúng.
      </p>
      <datalist id={BRANDS_LIST_ID}>
        {Object.keys(BEARING_BRANDS).map((brand) => (
          <option key={brand} value={brand} />
        ))}
      </datalist>
      {value.map((reference, index) => {
        const brandId = `crossReferences-${index}-brand`;
        const codeId = `crossReferences-${index}-code`;
        const brandError = fields[`crossReferences.${index}.brand`] ?? fields[`crossReferences.${index}`];
        const codeError = fields[`crossReferences.${index}.code`];
        return (
          <div className="cross-references__row" key={index}>
            <div className={`form-field${brandError ? ' form-field--invalid' : ''}`}>
              <label className="form-field__label" htmlFor={brandId}>
                Hãng
              </label>
              <input
                id={brandId}
                value={reference.brand}
                list={BRANDS_LIST_ID}
                maxLength={CROSS_REFERENCE_BRAND_MAX}
                autoComplete="off"
                onChange={(event) => change(index, { brand: event.target.value })}
                aria-invalid={brandError ? true : undefined}
                aria-describedby={brandError ? `${brandId}-error` : undefined}
              />
              {brandError && (
                <p className="form-field__error" id={`${brandId}-error`}>
                  {brandError}
                </p>
              )}
            </div>
            <div className={`form-field${codeError ? ' form-field--invalid' : ''}`}>
              <label className="form-field__label" htmlFor={codeId}>
                Mã của hãng
              </label>
              <input
                id={codeId}
                value={reference.code}
                maxLength={CROSS_REFERENCE_CODE_MAX}
                autoComplete="off"
                onChange={(event) => change(index, { code: event.target.value })}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? `${codeId}-error` : undefined}
              />
              {codeError && (
                <p className="form-field__error" id={`${codeId}-error`}>
                  {codeError}
                </p>
              )}
            </div>
            <div className="cross-references__remove">
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={`Xóa mã tương đương ${index + 1}${reference.code ? ` (${reference.brand} ${reference.code})` : ''}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                Xóa
              </button>
            </div>
          </div>
        );
      })}
      {listError && (
        <p className="form-field__error" id="crossReferences-error">
          {listError}
        </p>
      )}
      {value.length < CROSS_REFERENCE_LIMIT && (
        <div>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => onChange([...value, { brand: '', code: '' }])}
          >
            Thêm mã tương đương
          </button>
        </div>
      )}
    </fieldset>
  );
};
