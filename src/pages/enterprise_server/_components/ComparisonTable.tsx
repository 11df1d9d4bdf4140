import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {getComparison, type Availability} from '@site/src/data/editions';
import styles from '../styles.module.css';

function Check(): ReactNode {
  return (
    <svg className={styles.check} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="m4 10.5 4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A ✓ or — for people who look, and "Included" / "Not included" for screen readers. */
function Cell({value}: {value: Availability}): ReactNode {
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

/** Feature comparison by category: one table, one tbody per category. */
export default function ComparisonTable(): ReactNode {
  return (
    <table className={styles.table}>
      <caption className="sr-only">
        <Translate id="enterprisePage.compare.caption" description="Accessible caption of the edition comparison table">
          社区版与企业版的功能对比
        </Translate>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="enterprisePage.compare.colFeature" description="Comparison table column: feature">
              功能
            </Translate>
          </th>
          <th scope="col">
            <Translate id="enterprisePage.compare.colCommunity" description="Comparison table column: community edition">
              社区版
            </Translate>
          </th>
          <th scope="col">
            <Translate id="enterprisePage.compare.colEnterprise" description="Comparison table column: enterprise edition">
              企业版
            </Translate>
          </th>
        </tr>
      </thead>
      {getComparison().map((category) => (
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
  );
}
