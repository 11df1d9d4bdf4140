import {describe, expect, it} from 'vitest';
import {DIALOG_DEFAULTS, DIALOG_WIDTHS, resolveDialog} from '@site/src/components/Dialog/options';

describe('dialog options', () => {
  it('has the defaults of the specification', () => {
    expect(DIALOG_DEFAULTS).toMatchObject({
      zIndex: 1000,
      closable: true,
      maskClosable: true,
      keyboard: true,
      size: 'small',
      okType: 'primary',
    });
    const r = resolveDialog({});
    expect(r).toMatchObject({zIndex: 1000, closable: true, maskClosable: true, keyboard: true, okType: 'primary'});
    expect(r.width).toBe(DIALOG_WIDTHS.small);
    expect(r.showCancel).toBe(true);
  });

  it('sizes by name, and an explicit width wins', () => {
    expect(resolveDialog({size: 'large'}).width).toBe(DIALOG_WIDTHS.large);
    expect(resolveDialog({size: 'large', width: 600}).width).toBe(600);
  });

  it.each(['info', 'success', 'error', 'warning'] as const)('%s acknowledges with one button', (variant) => {
    expect(resolveDialog({variant}).showCancel).toBe(false);
  });

  it('confirm asks with two buttons', () => {
    expect(resolveDialog({variant: 'confirm'}).showCancel).toBe(true);
  });

  it('full screen covers the viewport', () => {
    const r = resolveDialog({fullScreen: true, centered: true});
    expect(r.width).toBe('100vw');
    expect(r.centered).toBe(false);
    expect(r.style).toMatchObject({top: 0});
    expect(r.className).toBe('rainbond-dialog--fullscreen');
  });

  it('ignores undefined overrides', () => {
    expect(resolveDialog({maskClosable: undefined, zIndex: undefined})).toMatchObject({maskClosable: true, zIndex: 1000});
    expect(resolveDialog({maskClosable: false}).maskClosable).toBe(false);
  });
});
