// fontverter ships no types; this is the one function the sharing images use.
declare module 'fontverter' {
  const fontverter: {
    convert(buffer: Buffer, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2', fromFormat?: string): Promise<Buffer>;
  };
  export default fontverter;
}
