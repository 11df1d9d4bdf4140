import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {MIN_CONTRAST, contrastRatio, readableColor, readableTheme} from '@site/src/utils/codeTheme';

describe('contrastRatio', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // Lighthouse's figure for the github theme's function colour on its background.
    expect(contrastRatio('#d73a49', '#f6f8fa')).toBeCloseTo(4.3, 1);
    expect(contrastRatio('rgb(0, 0, 0)', '#ffffff')).toBeCloseTo(21, 5);
  });
  it('is NaN for what is not a hex colour', () => {
    expect(contrastRatio('red', '#fff')).toBeNaN();
  });
});

describe('readableColor', () => {
  it('keeps colours that already read', () => {
    expect(readableColor('#393A34', '#f6f8fa')).toBe('#393A34');
  });
  it('darkens a faint colour on a light background just past the minimum', () => {
    const fixed = readableColor('#36acaa', '#f6f8fa');
    expect(contrastRatio(fixed, '#f6f8fa')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio(fixed, '#f6f8fa')).toBeLessThan(MIN_CONTRAST + 0.3);
  });
  it('lightens a faint colour on a dark background', () => {
    const fixed = readableColor('#6272a4', '#282a36');
    expect(contrastRatio(fixed, '#282a36')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio(fixed, '#282a36')).toBeGreaterThan(contrastRatio('#6272a4', '#282a36'));
  });
});

describe('readableTheme', () => {
  for (const [name, theme] of [
    ['github', themes.github],
    ['dracula', themes.dracula],
  ] as const) {
    it(`every colour of ${name} reads on its background`, () => {
      const fixed = readableTheme(theme);
      const bg = fixed.plain.backgroundColor!;
      for (const s of fixed.styles) if (s.style.color) expect(contrastRatio(s.style.color, bg), s.types.join(',')).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(fixed.styles.map((s) => s.types)).toEqual(theme.styles.map((s) => s.types));
    });
  }
  it('the original github theme does not (so the test above can fail)', () => {
    const bg = themes.github.plain.backgroundColor!;
    expect(themes.github.styles.some((s) => s.style.color && contrastRatio(s.style.color, bg) < MIN_CONTRAST)).toBe(true);
  });
});
