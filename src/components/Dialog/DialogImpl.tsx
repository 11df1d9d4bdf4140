import React, {type ReactNode} from 'react';
import {Button, Modal} from 'antd';
import {translate} from '@docusaurus/Translate';
import {useLockBodyScroll} from '@docusaurus/theme-common/internal';
import {resolveDialog, type DialogProps} from './options';
import styles from './styles.module.css';

const ICONS = {
  info: 'ℹ',
  success: '✓',
  error: '✕',
  warning: '!',
  confirm: '?',
} as const;

export default function DialogImpl(props: DialogProps): ReactNode {
  const r = resolveDialog(props);
  // Lock the page behind the dialog ourselves: antd only does so when the page shows a scrollbar.
  useLockBodyScroll(props.open);
  const {open, title, children, onOk, onCancel, okHref, testId} = props;
  const okText = props.okText ?? translate({id: 'dialog.ok', message: '确定', description: 'Dialog OK button'});
  const cancelText =
    props.cancelText ?? translate({id: 'dialog.cancel', message: '取消', description: 'Dialog cancel button'});
  const okButton = (
    <Button
      key="ok"
      type={r.okType}
      href={okHref}
      target={okHref ? '_blank' : undefined}
      rel={okHref ? 'noopener noreferrer' : undefined}
      onClick={onOk}>
      {okText}
    </Button>
  );
  const footer =
    props.footer !== undefined
      ? props.footer
      : [
          r.showCancel ? (
            <Button key="cancel" onClick={onCancel}>
              {cancelText}
            </Button>
          ) : null,
          okButton,
        ];
  const icon =
    r.variant === 'default' ? null : (
      <span className={`${styles.icon} ${styles[r.variant]}`} aria-hidden="true">
        {ICONS[r.variant]}
      </span>
    );
  return (
    <Modal
      open={open}
      title={
        <span className={styles.title}>
          {icon}
          {title}
        </span>
      }
      onCancel={onCancel}
      onOk={onOk}
      footer={footer}
      width={r.width}
      closable={r.closable}
      mask={{closable: r.maskClosable}}
      keyboard={r.keyboard}
      zIndex={r.zIndex}
      centered={r.centered}
      style={r.style}
      className={r.className}
      data-testid={testId}>
      <div className={styles.body} data-testid={testId ? `${testId}-body` : undefined}>
        {children}
      </div>
    </Modal>
  );
}
