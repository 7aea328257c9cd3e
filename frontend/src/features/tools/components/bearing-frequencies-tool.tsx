import { siteAddress } from '@vongbi/functions/contract/site-addresses';
import { Link } from 'react-router-dom';
import type { Crumb } from '@/components/ui/breadcrumb';
import { checkBearingFrequencies, faultFrequencies, formatNumber, type BearingFrequencies } from '../calculations';
import { useToolInputs, type ToolInputs } from '../use-tool-inputs';
import { NumberField } from './tool-fields';
import { NO_VALUE, ToolLayout, ToolNote, type ServiceCall } from './tool-layout';

/** The worked example: a 6205 deep groove ball bearing (9 balls of 7,94 mm on a 38,5 mm pitch circle) at 1 500 rpm. */
export const FREQUENCY_EXAMPLE: ToolInputs<'bearingFrequencies'> = {
  rpm: '1500',
  z: '9',
  dw: '7.94',
  dpw: '38.5',
  angle: '0',
};

const ROWS = [
  { key: 'ftf', name: 'FTF', what: 'Vòng cách (lồng) quay' },
  { key: 'bpfo', name: 'BPFO', what: 'Hư hỏng vòng ngoài' },
  { key: 'bpfi', name: 'BPFI', what: 'Hư hỏng vòng trong' },
  { key: 'bsf', name: 'BSF', what: 'Con lăn tự quay' },
] as const;

const FrequencyTable = ({ result }: { result: BearingFrequencies | undefined }) => (
  <table className="tool-table">
    <thead>
      <tr>
        <th scope="col">Tần số</th>
        <th scope="col">Hz</th>
        <th scope="col">× tốc độ trục</th>
      </tr>
    </thead>
    <tbody>
      {ROWS.map((row) => (
        <tr key={row.key} data-testid={`result-${row.key}`}>
          <th scope="row">
            <strong>{row.name}</strong>
            <span>{row.what}</span>
          </th>
          <td className="tool-table__value">{result ? formatNumber(result[row.key].hz, 2) : NO_VALUE}</td>
          <td>{result ? `${formatNumber(result[row.key].order, 3)} ×` : NO_VALUE}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

export const BearingFrequenciesTool = ({ crumbs, service }: { crumbs: Crumb[]; service: ServiceCall }) => {
  const { inputs, change } = useToolInputs('bearingFrequencies', FREQUENCY_EXAMPLE);
  const checked = checkBearingFrequencies(inputs);
  const result = checked.ok ? checked.result : undefined;
  const errors = checked.ok ? {} : checked.errors;
  const example = faultFrequencies({ rpm: 1500, z: 9, dw: 7.94, dpw: 38.5, angle: 0 });

  return (
    <ToolLayout
      crumbs={crumbs}
      title="Tần số hư hỏng vòng bi"
      lead="Tính FTF, BPFO, BPFI và BSF từ tốc độ trục và hình học vòng bi, để biết đỉnh nào trên phổ rung là của vòng bi."
      service={service}
      form={
        <div className="tool-form__grid">
          <NumberField
            id="rpm"
            label="Tốc độ trục n"
            unit="rpm"
            value={inputs.rpm}
            error={errors.rpm}
            onChange={(value) => change('rpm', value)}
          />
          <NumberField
            id="z"
            label="Số con lăn z"
            unit="viên"
            value={inputs.z}
            error={errors.z}
            onChange={(value) => change('z', value)}
          />
          <NumberField
            id="dw"
            label="Đường kính con lăn dw"
            unit="mm"
            value={inputs.dw}
            error={errors.dw}
            onChange={(value) => change('dw', value)}
          />
          <NumberField
            id="dpw"
            label="Đường kính chia dpw"
            unit="mm"
            value={inputs.dpw}
            error={errors.dpw}
            onChange={(value) => change('dpw', value)}
          />
          <NumberField
            id="angle"
            label="Góc tiếp xúc α"
            unit="°"
            placeholder="0"
            wideNote
            value={inputs.angle}
            error={errors.angle}
            hint="0° cho vòng bi cầu rãnh sâu và vòng bi đũa trụ."
            onChange={(value) => change('angle', value)}
          />
        </div>
      }
      result={
        <>
          <p className="tool-result__lead">
            Tần số quay của trục:{' '}
            <strong data-testid="result-shaft">{result ? `${formatNumber(result.shaftHz, 2)} Hz` : NO_VALUE}</strong>
          </p>
          <FrequencyTable result={result} />
          {!result && <p className="tool-result__wait">Sửa các ô được đánh dấu để xem kết quả.</p>}
        </>
      }
    >
      <ToolNote title="Công thức">
        <ul className="tool-formulas">
          <li>
            f<sub>r</sub> = n / 60 (Hz); đặt k = (d<sub>w</sub> / d<sub>pw</sub>) · cos α
          </li>
          <li>
            FTF = f<sub>r</sub> / 2 · (1 − k)
          </li>
          <li>
            BPFO = z · f<sub>r</sub> / 2 · (1 − k)
          </li>
          <li>
            BPFI = z · f<sub>r</sub> / 2 · (1 + k)
          </li>
          <li>
            BSF = d<sub>pw</sub> / (2 · d<sub>w</sub>) · f<sub>r</sub> · (1 − k²)
          </li>
        </ul>
      </ToolNote>
      <ToolNote title="Giả thiết và đơn vị">
        <ul>
          <li>Vòng trong quay cùng trục, vòng ngoài đứng yên; con lăn lăn không trượt.</li>
          <li>
            Thực tế có trượt 1–3 %: hãy tìm đỉnh trong dải ±3 % quanh giá trị tính được và ở các hài 2×, 3×. Hư hỏng
            trên con lăn thường hiện ở 2 × BSF.
          </li>
          <li>
            d<sub>w</sub> và d<sub>pw</sub> tính bằng mm (chỉ tỉ số của chúng quan trọng); α tính bằng độ; kết quả bằng
            Hz (nhân 60 để ra CPM).
          </li>
          <li>Kích thước bên trong lấy từ catalogue của nhà sản xuất; mỗi mã và mỗi hãng có thể khác nhau.</li>
        </ul>
      </ToolNote>
      <ToolNote title="Ví dụ">
        <p>
          Vòng bi cầu 6205 ở 1.500 rpm: z = 9, d<sub>w</sub> = 7,94 mm, d<sub>pw</sub> = 38,5 mm, α = 0°. Khi đó f
          <sub>r</sub> = 25 Hz, k = 7,94 / 38,5 = 0,2062 và FTF = {formatNumber(example.ftf.hz, 2)} Hz, BPFO ={' '}
          {formatNumber(example.bpfo.hz, 2)} Hz, BPFI = {formatNumber(example.bpfi.hz, 2)} Hz, BSF ={' '}
          {formatNumber(example.bsf.hz, 2)} Hz.
        </p>
        <p>
          <Link to={siteAddress.tool('bearingFrequencies', FREQUENCY_EXAMPLE)}>Mở lại ví dụ này</Link>
        </p>
      </ToolNote>
    </ToolLayout>
  );
};
