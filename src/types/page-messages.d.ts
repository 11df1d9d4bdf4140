/** Per-page-family translations written at build time by src/plugins/performance. */
declare module '@rainbond/page-messages/*.json' {
  const messages: Record<string, string>;
  export default messages;
}
