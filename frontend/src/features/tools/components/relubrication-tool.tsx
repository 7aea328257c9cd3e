import { siteAddress } from '@vongbi/functions/contract/site-addresses';
import { Link } from 'react-router-dom';
import type { Crumb } from '@/components/ui/breadcrumb';
import { SmartLink } from '@/components/ui/smart-link';
import {
  BEARING_TYPE_NAMES,
  BEARING_TYPES,
  checkRelubrication,
  formatNumber,
  LONG_INTERVAL_HOURS,
  relubrication,
  SHORT_INTERVAL_HOURS,
  type Relubrication,
} from '../calculations';
import { useToolInputs, type ToolInputs } from '../use-tool-inputs';
import { NumberField, SelectField } from './tool-fields';
import { NO_VALUE, ToolLayout, ToolNote, type ServiceCall } from './tool-layout';

/** The worked example: a 6205 deep groove ball bearing (25 × 52 × 15 mm) at 3 000 rpm. */
export const RELUBRICATION_EXAMPLE: ToolInputs<'relubrication'> = {
  n: '3000',
  d: '25',
  D: '52',
  B: '15',
  type: 'ball',
};

const TYPE_OPTIONS = BEARING_TYPES.map((type) => ({ value: type, label: BEARING_TYPE_NAMES[type] }));

const hours = (value: number) => `${formatNumber(value, 0)} giờ`;

/** What to do with an interval: plan it, or do something else when the formula gives nothing usable. */
const Verdict = ({ result, greases }: { result: Relubrication; greases: string }) => {
  switch (result.verdict) {
    case 'none':
      return (
        <div className="tool-alert" role="alert" data-testid="result-verdict">
          <p>
            <strong>Công thức không cho chu kỳ nào ở tốc độ và cỡ này.</strong> Mỡ thường không đủ: cần bôi trơn bằng
            dầu (dầu tuần hoàn, dầu–khí) hoặc mỡ chuyên dụng cho tốc độ cao. Hỏi kỹ sư của chúng tôi trước khi chạy máy.
          </p>
        </div>
      );
    case 'short':
      return (
        <div className="tool-alert" role="alert" data-testid="result-verdict">
          <p>
            <strong>Chu kỳ dưới {SHORT_INTERVAL_HOURS} giờ (một tuần chạy liên tục).</strong> Tra mỡ tay thường xuyên
            như vậy khó đều: nên dùng bộ tra mỡ tự động một điểm hoặc nhiều điểm, hoặc chuyển sang bôi trơn bằng dầu.
          </p>
        </div>
      );
    case 'long':
      return (
        <p className="tool-result__ok" data-testid="result-verdict">
          Trên {formatNumber(LONG_INTERVAL_HOURS, 0)} giờ: mỡ cũng lão hóa theo thời gian, nên lập kế hoạch tra mỡ không
          quá {formatNumber(LONG_INTERVAL_HOURS, 0)} giờ một lần.
        </p>
      );
    case 'normal':
      return (
        <p className="tool-result__ok" data-testid="result-verdict">
          Dùng mỡ gốc lithium chất lượng tốt, ví dụ <SmartLink href={greases}>mỡ bôi trơn Bechem</SmartLink>; tra qua vú
          mỡ khi máy đang chạy nếu an toàn.
        </p>
      );
  }
};

export const RelubricationTool = ({
  crumbs,
  service,
  greases,
}: {
  crumbs: Crumb[];
  service: ServiceCall;
  /** The catalogue's Bechem greases. */
  greases: string;
}) => {
  const { inputs, change } = useToolInputs('relubrication', RELUBRICATION_EXAMPLE);
  const checked = checkRelubrication(inputs);
  const result = checked.ok ? checked.result : undefined;
  const errors = checked.ok ? {} : checked.errors;
  const example = relubrication({ n: 3000, d: 25, D: 52, B: 15, type: 'ball' });

  return (
    <ToolLayout
      crumbs={crumbs}
      title="Chu kỳ và lượng mỡ bổ sung"
      lead="Ước tính sau bao nhiêu giờ chạy cần tra mỡ lại cho vòng bi, và mỗi lần tra bao nhiêu gam."
      service={service}
      form={
        <div className="tool-form__grid">
          <NumberField
            id="n"
            label="Tốc độ quay n"
            unit="rpm"
            value={inputs.n}
            error={errors.n}
            onChange={(value) => change('n', value)}
          />
          <NumberField
            id="d"
            label="Đường kính lỗ d"
            unit="mm"
            value={inputs.d}
            error={errors.d}
            onChange={(value) => change('d', value)}
          />
          <NumberField
            id="D"
            label="Đường kính ngoài D"
            unit="mm"
            value={inputs.D}
            error={errors.D}
            onChange={(value) => change('D', value)}
          />
          <NumberField
            id="B"
            label="Chiều rộng B"
            unit="mm"
            value={inputs.B}
            error={errors.B}
            onChange={(value) => change('B', value)}
          />
          <SelectField
            id="type"
            label="Loại vòng bi"
            value={inputs.type}
            error={errors.type}
            options={TYPE_OPTIONS}
            onChange={(value) => change('type', value)}
          />
        </div>
      }
      result={
        <>
          <dl className="tool-figures">
            <div>
              <dt>Chu kỳ tra mỡ (ước tính)</dt>
              <dd data-testid="result-interval">
                {result ? (result.verdict === 'none' ? 'Không áp dụng' : hours(result.intervalHours)) : NO_VALUE}
              </dd>
              {result && result.intervalHours >= 24 && (
                <dd className="tool-figures__note">
                  ≈ {formatNumber(result.intervalHours / 24, 0)} ngày nếu máy chạy 24/24
                </dd>
              )}
            </div>
            <div>
              <dt>Lượng mỡ mỗi lần</dt>
              <dd data-testid="result-grease">{result ? `${formatNumber(result.greaseGrams, 1)} g` : NO_VALUE}</dd>
            </div>
          </dl>
          {result ? (
            <Verdict result={result} greases={greases} />
          ) : (
            <p className="tool-result__wait">Sửa các ô được đánh dấu để xem kết quả.</p>
          )}
        </>
      }
    >
      <ToolNote title="Công thức">
        <ul className="tool-formulas">
          <li>t = k · (14 · 10⁶ / (n · √d) − 4 · d) giờ vận hành</li>
          <li>k = 10 với vòng bi cầu; 5 với vòng bi đũa trụ và vòng bi kim; 1 với vòng bi tang trống, côn và chặn</li>
          <li>Lượng mỡ G = 0,005 · D · B (gam)</li>
        </ul>
      </ToolNote>
      <ToolNote title="Giả thiết: đây là ước tính">
        <ul>
          <li>n tính bằng vòng/phút, d, D và B bằng mm.</li>
          <li>
            Mỡ gốc lithium tốt, vòng bi không quá 70 °C, tải bình thường, môi trường sạch, trục nằm ngang. Cứ nóng hơn
            15 °C, chu kỳ giảm một nửa; trục đứng, rung mạnh, bụi hoặc ẩm: rút ngắn chu kỳ.
          </li>
          <li>Vòng bi có phớt, bôi mỡ trọn đời thì không tra mỡ lại.</li>
          <li>
            Tra mỡ từ bên hông vòng bi qua vú mỡ; tra từ tâm qua rãnh và lỗ ở vòng ngoài thì cần khoảng 0,002 · D · B.
          </li>
        </ul>
      </ToolNote>
      <ToolNote title="Ví dụ">
        <p>
          Vòng bi cầu 6205 (25 × 52 × 15 mm) ở 3.000 rpm: t = 10 × (14 · 10⁶ / (3.000 × √25) − 4 × 25) ={' '}
          {hours(example.intervalHours)}, mỗi lần tra G = 0,005 × 52 × 15 = {formatNumber(example.greaseGrams, 1)} g.
        </p>
        <p>
          <Link to={siteAddress.tool('relubrication', RELUBRICATION_EXAMPLE)}>Mở lại ví dụ này</Link>
        </p>
      </ToolNote>
    </ToolLayout>
  );
};
