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
  it('reads rgb() with or without spaces, and colours with surrounding space', () => {
    for (const c of [
      'rgb(255,255,255)',
      'rgb( 255 , 255 , 255 )',
      'RGB(255, 255,255)',
      ' rgb(255, 255, 255) ',
      ' #fff',
      '#FFFFFF ',
    ]) {
      expect(contrastRatio(c, '#000'), c).toBeCloseTo(21, 5);
    }
  });
  it('uses the dark-end formula of sRGB (a channel value of 10 is below 0.03928)', () => {
    // #0a0a0a: 10/255 = 0.0392 -> linear 0.0392 / 12.92 = 0.003035.
    expect(contrastRatio('#0a0a0a', '#000000')).toBeCloseTo((0.003035 + 0.05) / 0.05, 3);
  });
  it('is NaN for what is not a hex colour', () => {
    for (const c of [
      'red',
      'rgb(0, 0, 0',
      'xrgb(0,0,0)',
      'rgb(0,0,0)x',
      '#ffff',
      '#fffffff',
      'x#fff',
      'rgba(0,0,0,1)',
      'rgb(0 0 0)',
    ])
      expect(contrastRatio(c, '#fff'), c).toBeNaN();
  });
});

describe('readableColor', () => {
  it('keeps colours that already read, and what it cannot parse', () => {
    expect(readableColor('#393A34', '#f6f8fa')).toBe('#393A34');
    expect(readableColor('red', '#f6f8fa')).toBe('red');
    expect(readableColor('#777', 'transparent')).toBe('#777');
  });
  it('keeps a colour exactly at the minimum, and moves one just below it', () => {
    // #767676 on white is 4.54:1: above 4.5, below 4.6.
    expect(readableColor('#767676', '#ffffff')).toBe('#767676');
    expect(readableColor('#767676', '#ffffff', contrastRatio('#767676', '#ffffff'))).toBe('#767676');
    expect(readableColor('#767676', '#ffffff', 4.6)).toBe('#757575');
    // The first mix that reaches the minimum exactly is enough.
    expect(readableColor('#767676', '#ffffff', contrastRatio('#757575', '#ffffff'))).toBe('#757575');
    expect(contrastRatio('#757575', '#ffffff')).toBeGreaterThanOrEqual(4.6);
  });
  it('mixes towards black on a mid-grey background of luminance above 0.5, towards white below', () => {
    expect(readableColor('#bbbbbb', '#bcbcbc', 2)).toBe('#818181');
    expect(readableColor('#333333', '#323232', 2)).toBe('#606060');
  });
  it('gives black or white when no mix reaches the minimum', () => {
    expect(readableColor('#808080', '#ffffff', 21)).toBe('#000000');
    expect(readableColor('#808080', '#000000', 21)).toBe('#ffffff');
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
      for (const s of fixed.styles)
        if (s.style.color)
          expect(contrastRatio(s.style.color, bg), s.types.join(',')).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(fixed.styles.map((s) => s.types)).toEqual(theme.styles.map((s) => s.types));
    });
  }
  it('keeps the styles it does not change, and defaults to a white background', () => {
    const theme = {
      plain: {color: '#999999'},
      styles: [
        {types: ['a'], style: {fontStyle: 'italic' as const}},
        {types: ['b'], style: {color: '#000', fontWeight: 'bold' as const}},
      ],
    };
    const fixed = readableTheme(theme);
    expect(fixed.plain.color).toBe('#767676');
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(fixed.styles).toEqual([
      {types: ['a'], style: {fontStyle: 'italic'}},
      {types: ['b'], style: {color: '#000', fontWeight: 'bold'}},
    ]);
  });
  it('the original github theme does not (so the test above can fail)', () => {
    const bg = themes.github.plain.backgroundColor!;
    expect(themes.github.styles.some((s) => s.style.color && contrastRatio(s.style.color, bg) < MIN_CONTRAST)).toBe(
      true,
    );
  });
});
