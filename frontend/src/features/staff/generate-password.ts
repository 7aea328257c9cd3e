// A password an owner gives a new colleague (or sets in a reset): random from the browser's cryptographic
// source, read aloud or typed without confusing 0/O or 1/l/I, in four groups of four. 16 characters of 55
// carry about 92 bits; the server asks for 10 characters at least.

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;
/** The largest multiple of the alphabet's size a byte holds: bytes above it are drawn again, so no character is likelier. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export const generatePassword = (
  fillRandom: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string => {
  const characters: string[] = [];
  while (characters.length < GROUPS * GROUP_LENGTH) {
    for (const byte of fillRandom(new Uint8Array(32))) {
      if (byte < UNBIASED_LIMIT && characters.length < GROUPS * GROUP_LENGTH) {
        characters.push(ALPHABET[byte % ALPHABET.length]!);
      }
    }
  }
  return Array.from({ length: GROUPS }, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''),
  ).join('-');
};
