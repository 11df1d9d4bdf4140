/**
 * The dialog's defaults (from the product specification) and how a Dialog's props
 * resolve to antd Modal props. Pure, so it is unit tested without a browser.
 */
import type {CSSProperties, ReactNode} from 'react';

export type DialogVariant = 'default' | 'info' | 'success' | 'error' | 'warning' | 'confirm';
export type DialogSize = 'small' | 'medium' | 'large';
export type ButtonType = 'primary' | 'default' | 'dashed' | 'link' | 'text';

export type DialogOptions = {
  variant?: DialogVariant;
  size?: DialogSize;
  /** Overrides the width of `size`. */
  width?: number | string;
  fullScreen?: boolean;
  closable?: boolean;
  maskClosable?: boolean;
  /** Close on Escape. */
  keyboard?: boolean;
  zIndex?: number;
  okType?: ButtonType;
  centered?: boolean;
};

/** The props of `Dialog` (./index.tsx) and of its lazily loaded implementation (./DialogImpl.tsx). */
export type DialogProps = DialogOptions & {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  onOk?: () => void;
  onCancel?: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** When set, the OK button is a link to this URL (opened in a new tab). */
  okHref?: string;
  /** Replaces the buttons; `null` shows none. */
  footer?: ReactNode | null;
  /** Test id on the dialog's content. */
  testId?: string;
};

export const DIALOG_DEFAULTS = {
  variant: 'default',
  size: 'small',
  fullScreen: false,
  closable: true,
  maskClosable: true,
  keyboard: true,
  zIndex: 1000,
  okType: 'primary',
  centered: false,
} as const satisfies Required<Omit<DialogOptions, 'width'>>;

export const DIALOG_WIDTHS: Record<DialogSize, number> = {small: 416, medium: 600, large: 880};

/** Variants that only acknowledge (one OK button) rather than ask. */
export const ACKNOWLEDGE_VARIANTS: ReadonlySet<DialogVariant> = new Set(['info', 'success', 'error', 'warning']);

export type ResolvedDialog = {
  variant: DialogVariant;
  width: number | string;
  closable: boolean;
  maskClosable: boolean;
  keyboard: boolean;
  zIndex: number;
  okType: ButtonType;
  centered: boolean;
  showCancel: boolean;
  style?: CSSProperties;
  className?: string;
};

export function resolveDialog(options: DialogOptions): ResolvedDialog {
  const o = {...DIALOG_DEFAULTS, ...stripUndefined(options)};
  const resolved: ResolvedDialog = {
    variant: o.variant,
    width: options.width ?? DIALOG_WIDTHS[o.size],
    closable: o.closable,
    maskClosable: o.maskClosable,
    keyboard: o.keyboard,
    zIndex: o.zIndex,
    okType: o.okType,
    centered: o.centered,
    showCancel: !ACKNOWLEDGE_VARIANTS.has(o.variant),
  };
  if (o.fullScreen) {
    resolved.width = '100vw';
    resolved.centered = false;
    resolved.style = {top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0};
    resolved.className = 'rainbond-dialog--fullscreen';
  }
  return resolved;
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}
