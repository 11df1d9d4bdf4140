import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

/**
 * Links to the same page in every other locale. A locale is a separate single-page app,
 * so these are full page loads (the pathname:// prefix), like the theme's locale dropdown.
 */
export default function LocaleSwitch(): ReactNode {
  const {
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const alternate = useAlternatePageUtils();
  const {search, hash} = useLocation();
  const others = locales.filter((l) => l !== currentLocale);
  return (
    <div
      className={styles.locales}
      role="group"
      aria-label={translate({
        id: 'navbar.language',
        message: '语言',
        description: 'ARIA label of the language switch',
      })}>
      {others.map((locale) => (
        <Link
          key={locale}
          className={styles.link}
          to={`pathname://${alternate.createUrl({locale, fullyQualified: false})}${search}${hash}`}
          target="_self"
          autoAddBaseUrl={false}
          lang={localeConfigs[locale]?.htmlLang}
          data-testid="locale-switch">
          {localeConfigs[locale]?.label ?? locale}
        </Link>
      ))}
    </div>
  );
}
