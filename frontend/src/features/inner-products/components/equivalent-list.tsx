import { OWN_BRANDS } from '@vongbi/functions/contract/bearing-brands';
import type { EquivalentsAnswer } from '@vongbi/functions/contract/equivalents';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const compact = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Whether the answer is about another maker's code: a brand word of another maker, or suffixes that no match
 * spells as typed (a buyer who types FAG's own code, or a size alone, needs no verdict beside the results).
 */
export const namesAnotherMakersCode = ({ query, matches }: EquivalentsAnswer): boolean => {
  if (matches.length === 0 || !query.basic) return false;
  if (query.brand) return !(OWN_BRANDS as readonly string[]).includes(query.brand);
  // A size alone ("6205") is every maker's: the results are the answer, with nothing to compare.
  if (query.parts.every((part) => part.group === 'basic' || part.group === 'prefix')) return false;
  const asked = compact(query.parts.map((part) => part.text).join(''));
  return !matches.some((match) => compact(match.product.code) === asked);
};

const VERDICT_LABELS = {
  'drop-in': 'Thay thế trực tiếp',
  conditional: 'Thay thế có điều kiện',
} as const;

/** The catalogue's parts that replace the buyer's code, each with its verdict and, when not one-to-one, why. */
export const EquivalentList = ({ answer, code }: { answer: EquivalentsAnswer; code: string }) => (
  <section className="equivalents" aria-labelledby="equivalents-heading">
    <h2 id="equivalents-heading">Mã FAG/INA thay thế cho {code}</h2>
    <ul className="equivalents__list">
      {answer.matches.map((match) => (
        <li key={match.product.id} className="equivalents__item" data-verdict={match.verdict}>
          <Link to={paths.innerProduct(match.product.outerProductName, match.product.namePath)}>
            {match.product.name}
          </Link>
          <span className={`equivalents__verdict equivalents__verdict--${match.verdict}`}>
            {VERDICT_LABELS[match.verdict]}
          </span>
          {match.verified && <span className="equivalents__verified">Đã xác nhận với hãng</span>}
          {match.differences.length > 0 && (
            <ul className="equivalents__differences">
              {match.differences.map((difference, index) => (
                <li key={index}>{difference.message}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  </section>
);
