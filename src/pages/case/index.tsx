import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CaseCards from '@site/src/components/CasePage/CaseCards';
import styles from './styles.module.css';

export default function Cases(): ReactNode {
  return (
    <Layout
      title={translate({id: 'case.index.meta.title', message: '用户案例'})}
      description={translate({
        id: 'case.index.meta.description',
        message: '软件企业、政府部门和互联网团队如何用 Rainbond 管理应用、交付客户和运维智慧城市系统。',
      })}>
      <main>
        <PageHero
          title={<Translate id="case.index.title">用户案例</Translate>}
          lead={
            <Translate id="case.index.lead">
              软件企业、政府部门和互联网团队在生产环境中使用 Rainbond。以下案例根据客户公开分享的实践整理：他们遇到了什么问题，做了什么，得到了什么结果。
            </Translate>
          }
        />
        <section className="container padding-vert--lg">
          <CaseCards />
          <p className={styles.submit}>
            <Translate
              id="case.index.submit"
              values={{
                link: (
                  <Link href="https://github.com/goodrain/rainbond/issues/1273">
                    <Translate id="case.index.submitLink">在 GitHub 上告诉我们</Translate>
                  </Link>
                ),
              }}>
              {'你也在用 Rainbond？欢迎{link}。'}
            </Translate>
          </p>
        </section>
      </main>
    </Layout>
  );
}
