import type { InnerProductSummary } from '@vongbi/functions/contract';
import { matchDesignation, readSearchText } from '@vongbi/functions/contract/designation';
import { normalizeForSearch } from '@vongbi/functions/contract/text';
import { quoteProductOf, type LineMatch } from './quote-list';

// Which product a pasted line means, from what the designation search answered for it. Only a sure match is
// taken without asking: the buyer's list goes to staff as their order, and a sealed 6205-2RS is not an open 6205.
//
// Sure: exactly one answer whose name holds the line's bearing designation in full (same size, same prefix,
// the same suffixes in any maker's spelling and order: "6205 2RS" is "Vòng bi FAG 6205-2RSR", "6310 C3" is not
// "6310-2Z-C3"), or, for a line without one designation ("mỡ Bechem Berutemp 500 T2"), exactly one answer
// whose name is the line, case, diacritics and punctuation aside. Otherwise the answers are candidates to
// choose from, sure ones first; no answer keeps the text as typed.

/** Candidates offered for one line: enough to find the right one on a phone's screen. */
export const MAX_CANDIDATES = 5;

const isSure = (text: string): ((answer: InnerProductSummary) => boolean) => {
  const { designations } = readSearchText(text);
  if (designations.length === 1) {
    const [wanted] = designations as [(typeof designations)[number]];
    return (answer) =>
      readSearchText(answer.name).designations.some((offered) => matchDesignation(wanted, offered) === 'full');
  }
  const line = normalizeForSearch(text);
  return (answer) => normalizeForSearch(answer.name) === line;
};

/** What a line becomes, given the search's answers for its text (best first, as the search ranks them). */
export const matchLine = (text: string, answers: readonly InnerProductSummary[]): LineMatch => {
  const sure = answers.filter(isSure(text));
  if (sure.length === 1) return { state: 'product', product: quoteProductOf(sure[0]!) };
  if (answers.length === 0) return { state: 'text' };
  const others = answers.filter((answer) => !sure.includes(answer));
  return { state: 'choice', candidates: [...sure, ...others].slice(0, MAX_CANDIDATES).map(quoteProductOf) };
};
