import { CLEARANCE_GROUPS, type BearingExecution } from '#contract/bearing-execution';
import { readSearchText } from '#contract/designation';

// What a bearing's designation says of its seals or shields and of its internal clearance, in the words of a
// spec table. Read from the product's name, whose designation carries them (6205-2RSR-C3); the designation
// parser gives each seal or shield one spelling whatever the maker (2RSR, DDU, LLU are 2RS). A category's answer
// carries them, read when it is built, which the list cache keeps per version of the catalogue.

/** A spec table's words for each seal or shield suffix the parser spells. */
const SEAL_LABELS: Readonly<Record<string, string>> = {
  '2RS': '2 phớt cao su',
  RS: '1 phớt cao su',
  '2RZ': '2 phớt không tiếp xúc',
  RZ: '1 phớt không tiếp xúc',
  '2RSL': '2 phớt ma sát thấp',
  RSL: '1 phớt ma sát thấp',
  LLH: '2 phớt ma sát thấp',
  '2Z': '2 nắp chắn',
  Z: '1 nắp chắn',
};

const NOTHING_READ: BearingExecution = { seals: null, clearance: null };

/** The seals or shields and the clearance a product's name states. */
export const bearingExecutionOf = (name: string): BearingExecution => {
  const { designations, words, plainWords } = readSearchText(name);
  const designation = designations[0];
  if (!designation) return NOTHING_READ;
  const seal = designation.suffixes.find((suffix) => suffix in SEAL_LABELS);
  const clearance = CLEARANCE_GROUPS.find((group) => designation.suffixes.includes(group));
  // The parser drops CN (it names the unmarked normal clearance); a name that writes it still says it.
  const writesNormal = words.includes('cn') && !plainWords.includes('cn');
  return {
    seals: seal ? SEAL_LABELS[seal]! : null,
    clearance: clearance ?? (writesNormal ? 'CN' : null),
  };
};
