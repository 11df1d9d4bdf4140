import {describe, expect, it} from 'vitest';
import {DIALOG_DEFAULTS, resolveDialog} from '@site/src/components/Dialog/options';

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
    // The specification's widths, written out: comparing with DIALOG_WIDTHS itself could not fail.
    expect(r.width).toBe(416);
    expect(r.showCancel).toBe(true);
  });

  it('sizes by name, and an explicit width wins', () => {
    expect(resolveDialog({size: 'medium'}).width).toBe(600);
    expect(resolveDialog({size: 'large'}).width).toBe(880);
    expect(resolveDialog({size: 'small', width: '50%'}).width).toBe('50%');
    expect(resolveDialog({size: 'large', width: 600}).width).toBe(600);
  });

  it.each(['info', 'success', 'error', 'warning'] as const)('%s acknowledges with one button', (variant) => {
    expect(resolveDialog({variant}).showCancel).toBe(false);
  });

  it('confirm asks with two buttons', () => {
    expect(resolveDialog({variant: 'confirm'}).showCancel).toBe(true);
    expect(resolveDialog({variant: 'default'}).showCancel).toBe(true);
  });

  it('passes every option through, and a normal dialog has no full-screen style', () => {
    const r = resolveDialog({
      variant: 'warning',
      closable: false,
      keyboard: false,
      zIndex: 2000,
      okType: 'dashed',
      centered: true,
    });
    expect(r).toEqual({
      variant: 'warning',
      width: 416,
      closable: false,
      maskClosable: true,
      keyboard: false,
      zIndex: 2000,
      okType: 'dashed',
      centered: true,
      showCancel: false,
    });
  });

  it('full screen covers the viewport', () => {
    const r = resolveDialog({fullScreen: true, centered: true});
    expect(r.width).toBe('100vw');
    expect(r.centered).toBe(false);
    expect(r.style).toEqual({top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0});
    expect(r.className).toBe('rainbond-dialog--fullscreen');
  });

  it('ignores undefined overrides', () => {
    expect(resolveDialog({maskClosable: undefined, zIndex: undefined})).toMatchObject({
      maskClosable: true,
      zIndex: 1000,
    });
    expect(resolveDialog({maskClosable: false}).maskClosable).toBe(false);
  });
});
