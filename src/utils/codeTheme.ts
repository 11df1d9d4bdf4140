/**
 * Makes a Prism theme readable: every token colour is darkened (or, on a dark background,
 * lightened) just enough to reach the WCAG AA contrast of 4.5:1 against the code background.
 * prism-react-renderer's `github` theme has five colours below it (comments at 2.8:1), which
 * Lighthouse reports on every page with code.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`; null for anything else (named colours, alpha). */
function parseHex(color: string): Rgb | null {
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (#rgb, #rrggbb or rgb()). */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return NaN;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `color`, mixed towards black (light background) or white (dark one) until it reads on `background`. */
export function readableColor(color: string, background: string, min = MIN_CONTRAST): string {
  const c = parseHex(color);
  const bg = parseHex(background);
  if (!c || !bg || contrastRatio(color, background) >= min) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step += 1) {
    const t = step / 100;
    const mixed = toHex(c.map((v, i) => v + (target[i] - v) * t) as Rgb);
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return toHex(target);
}

/** The theme with every token colour made readable on its own background. */
export function readableTheme(theme: PrismTheme, min = MIN_CONTRAST): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const fix = <T extends {color?: string}>(style: T): T =>
    style.color ? {...style, color: readableColor(style.color, background, min)} : style;
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((s) => ({...s, style: fix(s.style)})),
  };
}
