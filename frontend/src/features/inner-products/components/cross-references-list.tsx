import type { CrossReference } from '@vongbi/functions/contract/inner-product';

/**
 * The other makers' codes staff confirmed this product replaces, in the published HTML, so that a buyer who
 * searches the web for "6205DDU" finds the page that sells its replacement.
 */
export const CrossReferencesList = ({ references }: { references: readonly CrossReference[] }) =>
  references.length === 0 ? null : (
    <section className="cross-references-list" aria-labelledby="cross-references-heading">
      <h2 id="cross-references-heading">Mã tương đương</h2>
      <p className="cross-references-list__note">Đã xác nhận với nhà sản xuất: thay thế trực tiếp các mã sau.</p>
      <ul>
        {references.map(({ brand, code }) => (
          <li key={`${brand} ${code}`}>
            <span className="cross-references-list__brand">{brand}</span>
            {` ${code}`}
          </li>
        ))}
      </ul>
    </section>
  );
