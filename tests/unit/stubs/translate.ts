/** Stand-in for @docusaurus/Translate in unit tests: returns the source message. */
type Values = Record<string, string | number>;

export function translate({message}: {id?: string; message: string; description?: string}, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (m, k: string) => (values && k in values ? String(values[k]) : m));
}

export default function Translate({children}: {children: string}): string {
  return children;
}
