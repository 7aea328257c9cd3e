import { TECHNICAL_DATA_SOURCE } from '@vongbi/functions/contract/technical-data';
import { formatSpecValue, type ProductSpec } from '@/lib/site-format';

/** A product's technical table (the lines productSpecs gives), with where the values come from under it. */
export const ProductSpecs = ({ specs }: { specs: readonly ProductSpec[] }) =>
  specs.length === 0 ? null : (
    <figure className="spec-table">
      <table>
        <caption>Thông số kỹ thuật</caption>
        <thead>
          <tr>
            <th scope="col">Thông số</th>
            <th scope="col" className="spec-table__value">
              Giá trị
            </th>
            <th scope="col">Đơn vị</th>
          </tr>
        </thead>
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.key} data-spec={spec.key}>
              <th scope="row">{spec.name}</th>
              <td className="spec-table__value">{formatSpecValue(spec)}</td>
              <td>{spec.unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="spec-table__source">{TECHNICAL_DATA_SOURCE}</figcaption>
    </figure>
  );
