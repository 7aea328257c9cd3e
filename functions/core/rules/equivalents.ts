import type { BearingReading } from '#contract/designation-explained';
import type { CageMaterial, Clearance, Closure } from '#contract/suffix-table';

// Whether a product replaces the bearing a buyer names, and why not one-to-one: the rule of
// GET /api/InnerProduct/Equivalents and of the codes a product page lists. Pure, on the two codes' readings.
//
// A product is a drop-in only when every attribute of the query maps onto it by what it does. A difference the
// buyer can live with (a contact seal for a non-contact one, a looser clearance, another cage material) makes it
// conditional, each difference named in a sentence. A downgrade on a hard attribute (a tighter clearance, a seal
// for a shield or nothing, another size, kind or material, a taper for a cylindrical bore, a snap ring missing,
// another contact angle, a lower precision or heat class, a set that cannot be paired) is never offered: a wrong
// equivalent is worse than none.

export type Verdict = 'drop-in' | 'conditional';

export interface Difference {
  attribute: string;
  message: string;
}

export interface Comparison {
  verdict: Verdict;
  differences: Difference[];
}

/** How well a side is closed: a higher number keeps more dirt out. */
const SEALING: Readonly<Record<Closure | 'open', number>> = {
  open: 0,
  shield: 1,
  'non-contact': 2,
  'low-friction': 3,
  contact: 4,
};

const CLOSURE_NAMES: Readonly<Record<Closure | 'open', string>> = {
  open: 'không che chắn',
  shield: 'nắp chắn thép',
  'non-contact': 'phớt không tiếp xúc',
  'low-friction': 'phớt tiếp xúc nhẹ',
  contact: 'phớt tiếp xúc',
};

/** Why a better-closed product may still not suit: it runs warmer, slower, and cannot be greased again. */
const closureMessage = (from: Closure | 'open', to: Closure): string => {
  const named = `${CLOSURE_NAMES[from]} → ${CLOSURE_NAMES[to]}`;
  const change = named.charAt(0).toUpperCase() + named.slice(1);
  if (from === 'open')
    return `Hở → ${CLOSURE_NAMES[to]}: đã bơm mỡ sẵn, không bôi trơn lại được, tốc độ giới hạn thấp hơn`;
  if (to === 'low-friction') return `${change}: kín kém hơn một chút, dùng được nơi ít bụi và nước`;
  return `${change}: ma sát lớn hơn nên chạy nóng hơn, tốc độ giới hạn thấp hơn`;
};

const CLEARANCE_ORDER: readonly Clearance[] = ['C2', 'CN', 'C3', 'C4', 'C5'];

const CAGE_NAMES: Readonly<Record<CageMaterial, string>> = {
  steel: 'thép dập',
  brass: 'đồng thau',
  polyamide: 'polyamide',
};

const CAGE_CONSEQUENCES: Readonly<Record<CageMaterial, string>> = {
  polyamide: 'không dùng khi nhiệt độ làm việc trên khoảng 120 °C hoặc dầu có phụ gia mạnh',
  brass: 'nặng hơn, chịu rung và nhiệt tốt; kiểm tra tốc độ giới hạn',
  steel: 'chịu rung và va đập kém hơn vòng cách đồng',
};

const PRECISION_ORDER = [undefined, 'P6', 'P5', 'P4'] as const;

/** The product cannot replace the query: its difference is a downgrade on a hard attribute. */
const NEVER = undefined;

/**
 * The product's verdict for the query, with each difference; undefined when it must not be offered. Both
 * readings must name a size.
 */
export const compareReadings = (query: BearingReading, product: BearingReading): Comparison | undefined => {
  if (!query.basic || query.basic !== product.basic || query.kind !== product.kind) return NEVER;
  if ((query.material ?? null) !== (product.material ?? null)) return NEVER;
  if ((query.taper ?? null) !== (product.taper ?? null)) return NEVER;
  const differences: Difference[] = [];
  const differ = (attribute: string, message: string) => differences.push({ attribute, message });

  // Seals and shields: fewer closed sides, or a side closed less tightly, lets the dirt in.
  const wanted = query.closure ?? null;
  const offered = product.closure ?? null;
  const wantedSealing = SEALING[wanted?.kind ?? 'open'];
  const offeredSealing = SEALING[offered?.kind ?? 'open'];
  if ((wanted?.sides ?? 0) > (offered?.sides ?? 0)) return NEVER;
  if (offeredSealing < wantedSealing) {
    // A light-contact seal for a contact one is the one step down a buyer may choose, told so.
    if (!(wanted?.kind === 'contact' && offered?.kind === 'low-friction')) return NEVER;
    differ('seal', closureMessage('contact', 'low-friction'));
  } else if (offered && offeredSealing > wantedSealing) {
    differ(offered.kind === 'shield' ? 'shield' : 'seal', closureMessage(wanted?.kind ?? 'open', offered.kind));
  }
  if (offered && wanted && offered.sides > wanted.sides) {
    differ('seal', `Che chắn một mặt → cả hai mặt: không bôi trơn lại được từ mặt kia`);
  }

  // Clearance: tighter seizes when the machine runs hot; CM is a motor maker's band, not an ISO group.
  if (query.clearance === 'CM' || product.clearance === 'CM') {
    if (query.clearance !== product.clearance) {
      if (product.clearance === 'C2') return NEVER;
      differ(
        'clearance',
        `Khe hở ${query.clearance} → ${product.clearance}: CM là dải khe hở riêng cho động cơ điện, không phải một cấp ISO; hỏi kỹ thuật trước khi dùng cho động cơ`,
      );
    }
  } else {
    const from = CLEARANCE_ORDER.indexOf(query.clearance);
    const to = CLEARANCE_ORDER.indexOf(product.clearance);
    if (to < from) return NEVER;
    if (to > from) {
      differ(
        'clearance',
        `Khe hở ${query.clearance} → ${product.clearance}: lỏng hơn, dùng được khi lắp chặt hoặc máy nóng; chạy ồn hơn một chút`,
      );
    }
  }

  if (query.kind === 'angular-contact' || query.kind === 'double-row-angular') {
    // A contact angle never read is not assumed: another angle carries another axial load.
    if (query.angle === undefined || query.angle !== product.angle) return NEVER;
  }

  if (query.snapRing && (!product.snapRing || (query.snapRing === 'NR' && product.snapRing === 'N'))) return NEVER;
  if (product.snapRing && product.snapRing !== query.snapRing) {
    differ(
      'snapRing',
      product.snapRing === 'NR'
        ? 'Có thêm vòng chặn ở vòng ngoài: tháo ra khi lắp vào ổ không có rãnh'
        : 'Có thêm rãnh vòng chặn ở vòng ngoài: không ảnh hưởng khi lắp',
    );
  }

  if (query.cage && query.cage !== product.cage) {
    differ(
      'cage',
      product.cage
        ? `Vòng cách ${CAGE_NAMES[query.cage]} → ${CAGE_NAMES[product.cage]}: ${CAGE_CONSEQUENCES[product.cage]}`
        : `Vòng cách ${CAGE_NAMES[query.cage]} → mã FAG/INA không ghi vật liệu vòng cách: cần xác nhận`,
    );
  }

  if (query.design && query.design !== product.design) {
    differ('design', 'Thiết kế bên trong khác: tải trọng và tốc độ định mức có thể khác, kiểm tra theo catalogue');
  }

  if (PRECISION_ORDER.indexOf(product.precision) < PRECISION_ORDER.indexOf(query.precision)) return NEVER;
  if ((product.heat ?? 0) < (query.heat ?? 0)) return NEVER;
  if (query.set) {
    if (!product.set) return NEVER;
    if (query.set !== product.set) {
      differ('set', 'Ghép cặp phổ thông theo cách ghi khác: khe hở dọc trục hoặc dự ứng lực có thể khác');
    }
  }
  if (query.vibration && query.vibration !== product.vibration) {
    differ(
      'vibration',
      `Cấp độ ồn, độ rung ${query.vibration} không có cấp tương ứng ghi trên mã FAG/INA: cần xác nhận`,
    );
  }
  if (query.lubrication && !product.lubrication) {
    differ('lubrication', 'Mã FAG/INA không ghi rãnh và lỗ bôi trơn ở vòng ngoài: cần xác nhận');
  }

  for (const caution of [...query.cautions, ...product.cautions]) differ('caution', caution);
  for (const token of [...query.unknown, ...product.unknown]) {
    differ('unknown', `Ký hiệu “${token}” chưa rõ nghĩa: không xác nhận được là tương đương`);
  }
  return { verdict: differences.length === 0 ? 'drop-in' : 'conditional', differences };
};
