import { siteAddress } from '@vongbi/functions/contract/site-addresses';
import { Link } from 'react-router-dom';
import type { Crumb } from '@/components/ui/breadcrumb';
import { checkMountingTemperature, formatNumber, HEATING_LIMIT, mountingTemperature } from '../calculations';
import { useToolInputs, type ToolInputs } from '../use-tool-inputs';
import { ChoiceField, NumberField } from './tool-fields';
import { NO_VALUE, ToolLayout, ToolNote, type ServiceCall } from './tool-layout';

/** The worked example: a spherical roller bearing 22220 E (d = 100 mm) with 60 µm of interference, at 20 °C. */
export const MOUNTING_EXAMPLE: ToolInputs<'mountingTemperature'> = {
  d: '100',
  interference: '60',
  ambient: '20',
  sealed: '0',
};

const SEALED_CHOICES = [
  { value: '0', label: 'Vòng bi hở' },
  { value: '1', label: 'Có phớt, nắp che hoặc mỡ sẵn' },
] as const;

const celsius = (value: number) => `${formatNumber(value, 1)} °C`;

export const MountingTemperatureTool = ({ crumbs, service }: { crumbs: Crumb[]; service: ServiceCall }) => {
  const { inputs, change } = useToolInputs('mountingTemperature', MOUNTING_EXAMPLE);
  const checked = checkMountingTemperature(inputs);
  const result = checked.ok ? checked.result : undefined;
  const errors = checked.ok ? {} : checked.errors;
  const example = mountingTemperature({ d: 100, interference: 60, ambient: 20, sealed: false });

  return (
    <ToolLayout
      crumbs={crumbs}
      title="Nhiệt độ gia nhiệt lắp vòng bi"
      lead="Tính vòng trong cần nóng thêm bao nhiêu độ để lỗ nở vừa đủ độ dôi, và nhiệt độ đó có an toàn cho vòng bi không."
      service={service}
      form={
        <div className="tool-form__grid">
          <NumberField
            id="d"
            label="Đường kính lỗ d"
            unit="mm"
            value={inputs.d}
            error={errors.d}
            onChange={(value) => change('d', value)}
          />
          <NumberField
            id="ambient"
            label="Nhiệt độ môi trường"
            unit="°C"
            placeholder="20"
            value={inputs.ambient}
            error={errors.ambient}
            onChange={(value) => change('ambient', value)}
          />
          <NumberField
            id="interference"
            label="Độ dôi lớn nhất"
            unit="µm"
            value={inputs.interference}
            error={errors.interference}
            hint="Trục lớn nhất trừ lỗ nhỏ nhất, theo dung sai lắp."
            wideNote
            onChange={(value) => change('interference', value)}
          />
          <ChoiceField
            name="sealed"
            legend="Loại vòng bi"
            value={inputs.sealed === '' ? '0' : inputs.sealed}
            error={errors.sealed}
            choices={SEALED_CHOICES}
            onChange={(value) => change('sealed', value)}
          />
        </div>
      }
      result={
        <>
          <dl className="tool-figures">
            <div>
              <dt>Cần tăng nhiệt</dt>
              <dd data-testid="result-rise">{result ? `${formatNumber(result.riseK, 1)} K` : NO_VALUE}</dd>
            </div>
            <div className={result?.overLimit ? 'tool-figures__over' : undefined}>
              <dt>Gia nhiệt vòng trong tới ít nhất</dt>
              <dd data-testid="result-heating">{result ? celsius(result.heatingC) : NO_VALUE}</dd>
            </div>
          </dl>
          {result ? (
            result.overLimit ? (
              <div className="tool-alert" role="alert" data-testid="result-verdict">
                <p>
                  <strong>Không gia nhiệt tới {celsius(result.heatingC)}.</strong>{' '}
                  {result.sealed
                    ? `Vòng bi có phớt, nắp che hoặc mỡ sẵn không được quá ${result.limitC} °C: mỡ và phớt sẽ hỏng.`
                    : `Vòng bi hở không được quá ${result.limitC} °C: thép vòng bi có thể đổi kích thước và giảm độ cứng.`}
                </p>
                <ul>
                  <li>
                    Kiểm tra lại độ dôi: dung sai trục có thể chọn sai, hoặc số đo bị nhầm đơn vị (µm, không phải mm).
                  </li>
                  <li>
                    Với vòng bi lớn hoặc lỗ côn, lắp bằng phương pháp thủy lực: bơm dầu áp lực vào mặt lắp, đai ốc thủy
                    lực.
                  </li>
                  <li>Hỏi kỹ sư của chúng tôi trước khi lắp.</li>
                </ul>
              </div>
            ) : (
              <p className="tool-result__ok" data-testid="result-verdict">
                Trong giới hạn {result.limitC} °C của {result.sealed ? 'vòng bi có phớt hoặc mỡ sẵn' : 'vòng bi hở'}.
                Vòng trong nguội nhanh khi lắp: có thể gia nhiệt cao hơn vài độ, nhưng không vượt {result.limitC} °C.
              </p>
            )
          ) : (
            <p className="tool-result__wait">Sửa các ô được đánh dấu để xem kết quả.</p>
          )}
        </>
      }
    >
      <ToolNote title="Công thức">
        <ul className="tool-formulas">
          <li>Lỗ nở thêm: Δd = α · d · ΔT</li>
          <li>Cần tăng nhiệt: ΔT = độ dôi / (α · d), độ dôi đổi ra mm (µm ÷ 1.000)</li>
          <li>
            Nhiệt độ gia nhiệt: T = T<sub>môi trường</sub> + ΔT
          </li>
          <li>α = 11 × 10⁻⁶ /K: hệ số giãn nở dài của thép vòng bi</li>
        </ul>
      </ToolNote>
      <ToolNote title="Giả thiết và giới hạn">
        <ul>
          <li>d tính bằng mm, độ dôi bằng µm, nhiệt độ bằng °C; ΔT bằng K (1 K = 1 °C chênh lệch).</li>
          <li>Trục ở nhiệt độ môi trường; chỉ vòng trong được gia nhiệt, đều cả vòng.</li>
          <li>
            Không bao giờ quá {HEATING_LIMIT.open} °C với vòng bi hở, {HEATING_LIMIT.sealed} °C với vòng bi có phớt, nắp
            che hoặc bôi mỡ sẵn.
          </li>
          <li>Gia nhiệt bằng máy gia nhiệt cảm ứng có đầu dò nhiệt và khử từ; không dùng ngọn lửa.</li>
        </ul>
      </ToolNote>
      <ToolNote title="Ví dụ">
        <p>
          Vòng bi tang trống 22220 E, d = 100 mm, độ dôi 60 µm, xưởng 20 °C: ΔT = 0,060 / (11 × 10⁻⁶ × 100) ={' '}
          {formatNumber(example.riseK, 1)} K, gia nhiệt vòng trong tới {celsius(example.heatingC)}, dưới giới hạn{' '}
          {HEATING_LIMIT.open} °C của vòng bi hở.
        </p>
        <p>
          <Link to={siteAddress.tool('mountingTemperature', MOUNTING_EXAMPLE)}>Mở lại ví dụ này</Link>
        </p>
      </ToolNote>
    </ToolLayout>
  );
};
