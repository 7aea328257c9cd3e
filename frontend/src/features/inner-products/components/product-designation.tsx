import type { ProductDesignation } from '@vongbi/functions/contract/product-designation';

/**
 * A bearing's code explained part by part ("Giải mã ký hiệu"), and the other makers' codes it replaces one to one,
 * as the server read them (core/rules/replaced-codes.ts): the page carries the answer, never the suffix table.
 */
export const ProductDesignationPanel = ({ designation, replacesCodes }: ProductDesignation) =>
  designation ? (
    <section className="designation" aria-labelledby="designation-heading">
      <h2 id="designation-heading">Giải mã ký hiệu</h2>
      <dl className="designation__parts">
        {designation.parts.map((part, index) => (
          <div key={`${index}-${part.text}`} data-group={part.group}>
            <dt>{part.text}</dt>
            <dd>{part.meaning || 'Chưa rõ nghĩa: hỏi nhân viên kỹ thuật'}</dd>
          </div>
        ))}
      </dl>
      {replacesCodes.length > 0 && (
        <>
          <h3>Thay thế đúng cho mã của hãng khác</h3>
          <ul className="designation__replaced">
            {replacesCodes.map(({ brand, code }) => (
              <li key={`${brand} ${code}`}>
                {brand} {code}
              </li>
            ))}
          </ul>
          <p className="designation__note">
            Cùng kích thước, cùng kiểu phớt hoặc nắp chắn, cùng khe hở theo bảng ký hiệu của từng hãng.
          </p>
        </>
      )}
    </section>
  ) : null;
