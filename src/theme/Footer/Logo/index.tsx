/**
 * Wraps @theme-original/Footer/Logo (Docusaurus 3.10).
 * Adds the slogan and the "Star us on GitHub" button under the footer logo.
 */
import React, {type ReactNode} from 'react';
import Logo from '@theme-original/Footer/Logo';
import type LogoType from '@theme/Footer/Logo';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LogoType>;

export default function LogoWrapper(props: Props): ReactNode {
  return (
    <div className={styles.brand}>
      <Logo {...props} />
      <p className={styles.slogan}>
        <Translate id="footer.slogan" description="Slogan under the footer logo">
          简单易用的云原生应用管理平台：无需学习 Kubernetes，也能管好应用的整个生命周期。
        </Translate>
      </p>
      <Link className={`button button--outline button--secondary ${styles.star}`} href={externalLinks.github}>
        <span aria-hidden="true">★ </span>
        <Translate id="footer.starOnGitHub" description="Footer button linking to the GitHub repository">
          在 GitHub 上为我们点亮 Star
        </Translate>
      </Link>
    </div>
  );
}
