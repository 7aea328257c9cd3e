// fontverter ships no types; the tests use its one function.
declare module 'fontverter' {
  const fontverter: {
    convert(buffer: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
