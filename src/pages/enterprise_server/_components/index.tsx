/**
 * The enterprise edition page (/enterprise_server/), used from src/pages/enterprise_server/index.mdx
 * and its English twin: the three ways to run Rainbond and the feature comparison between the
 * community and enterprise editions. The page's text (editions, rows, paragraphs) is the MDX's;
 * the labels (column heads, "included") are code.json's. Prices and customer numbers are
 * deliberately absent: the page sends visitors to the contact form instead.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {ProductPage} from '@site/src/components/PageHero';
import {externalLinks} from '@site/src/data/site';
import styles from '../styles.module.css';

export const CONTACT_URL = externalLinks.contact;
export const COMMUNITY_INSTALL_PATH = '/docs/quick-start/quick-install';

export type EditionId = 'community' | 'enterprise' | 'subscription';

/** One offer. The community edition leads to the install guide, the paid offers to the contact form. */
export type Edition = {id: EditionId; name: string; price: string; summary: string; points: string[]; action: string};

/** true: included, false: not included, string: included in the form the text says. */
export type Availability = boolean | string;

/** A feature; both editions include it unless `community` or `enterprise` says otherwise. */
export type ComparisonRow = {
  id: string;
  feature: string;
  detail?: string;
  community?: Availability;
  enterprise?: Availability;
};

export type ComparisonCategory = {id: string; title: string; rows: ComparisonRow[]};

type PageProps = {title: string; description: string; heading: string; lead: string; children: ReactNode};

export default function EnterprisePage({title, description, heading, lead, children}: PageProps): ReactNode {
  return (
    <ProductPage centered className={styles.page} title={title} description={description} heading={heading} lead={lead}>
      <div className="container">{children}</div>
    </ProductPage>
  );
}

/** Community edition, enterprise edition and service subscription, side by side. */
export function Editions({items}: {items: Edition[]}): ReactNode {
  return (
    <section
      aria-label={translate({
        id: 'enterprisePage.editions.label',
        message: '版本',
        description: 'Accessible name of the editions list',
      })}>
      <ul className={styles.cards}>
        {items.map((edition) => {
          const highlighted = edition.id === 'enterprise';
          return (
            <li
              key={edition.id}
              className={clsx(styles.card, highlighted && styles.cardHighlighted)}
              data-edition={edition.id}>
              <Heading as="h2" className={styles.cardName}>
                {edition.name}
              </Heading>
              <p className={styles.cardPrice}>{edition.price}</p>
              <p>{edition.summary}</p>
              <ul className={styles.cardPoints}>
                {edition.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Link
                className={clsx('button button--block', highlighted ? 'button--primary' : 'button--secondary')}
                {...(edition.id === 'community' ? {to: COMMUNITY_INSTALL_PATH} : {href: CONTACT_URL})}>
                {edition.action}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Check(): ReactNode {
  return (
    <svg className={styles.check} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="m4 10.5 4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A ✓ or — for people who look, and "Included" / "Not included" for screen readers. */
function Cell({value = true}: {value?: Availability}): ReactNode {
  if (typeof value === 'string') return <td className={styles.cellText}>{value}</td>;
  const label = value
    ? translate({id: 'enterprisePage.compare.included', message: '包含'})
    : translate({id: 'enterprisePage.compare.notIncluded', message: '不包含'});
  return (
    <td data-value={value ? 'yes' : 'no'}>
      {value ? <Check /> : <span aria-hidden="true">—</span>}
      <span className="sr-only">{label}</span>
    </td>
  );
}

type ComparisonProps = {title: string; categories: ComparisonCategory[]; children: ReactNode};

/** The feature comparison by category (one table, one tbody per category), the MDX's intro above it. */
export function Comparison({title, categories, children}: ComparisonProps): ReactNode {
  const columns = [
    translate({
      id: 'enterprisePage.compare.colFeature',
      message: '功能',
      description: 'Comparison table column: feature',
    }),
    translate({
      id: 'enterprisePage.compare.colCommunity',
      message: '社区版',
      description: 'Comparison table column: community edition',
    }),
    translate({
      id: 'enterprisePage.compare.colEnterprise',
      message: '企业版',
      description: 'Comparison table column: enterprise edition',
    }),
  ];
  return (
    <TitledSection id="comparison" title={title} className={styles.section}>
      {children}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="sr-only">
            <Translate
              id="enterprisePage.compare.caption"
              description="Accessible caption of the edition comparison table">
              社区版与企业版的功能对比
            </Translate>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          {categories.map((category) => (
            <tbody key={category.id} data-category={category.id}>
              <tr className={styles.categoryRow}>
                <th colSpan={3} scope="colgroup">
                  {category.title}
                </th>
              </tr>
              {category.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={styles.feature}>
                    {row.feature}
                    {row.detail && <span className={styles.detail}>{row.detail}</span>}
                  </th>
                  <Cell value={row.community} />
                  <Cell value={row.enterprise} />
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </TitledSection>
  );
}

/** How to get in touch: the MDX's text, then the contact form, GitHub issues and the forum. */
export function Contact({title, children}: {title: string; children: ReactNode}): ReactNode {
  const links = [
    {
      href: CONTACT_URL,
      label: translate({
        id: 'enterprisePage.contact.form',
        message: '填写咨询表单',
        description: 'Button to the contact form',
      }),
    },
    {
      href: `${externalLinks.github}/issues`,
      label: translate({
        id: 'enterprisePage.contact.github',
        message: '在 GitHub 上提问',
        description: 'Button to GitHub issues',
      }),
    },
    {
      href: externalLinks.forum,
      label: translate({
        id: 'enterprisePage.contact.forum',
        message: '社区论坛',
        description: 'Button to the community forum',
      }),
    },
  ];
  return (
    <TitledSection id="contact" title={title} className={styles.contact}>
      {children}
      <div className={styles.contactButtons}>
        {links.map((link, i) => (
          <Link
            key={link.href}
            className={clsx('button button--lg', i === 0 ? 'button--primary' : 'button--secondary')}
            href={link.href}>
            {link.label}
          </Link>
        ))}
      </div>
    </TitledSection>
  );
}

/** A section labelled by its h2. */
function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}): ReactNode {
  return (
    <section className={className} aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
