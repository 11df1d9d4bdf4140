/**
 * Wraps @theme-original/Layout (Docusaurus 3.10).
 * Applies the site's layout rule (src/utils/layoutRule.ts): the header and announcement bar
 * wrappers read the kind from context; custom-header pages get a 4rem top margin.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {layoutKindForPath} from '@site/src/utils/layoutRule';
import {LayoutKindContext} from '@site/src/utils/layoutKindContext';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const kind = layoutKindForPath(pathname);
  return (
    <LayoutKindContext.Provider value={kind}>
      <Layout
        {...props}
        wrapperClassName={clsx(props.wrapperClassName, kind === 'custom' && styles.customHeaderMain)}
      />
    </LayoutKindContext.Provider>
  );
}
