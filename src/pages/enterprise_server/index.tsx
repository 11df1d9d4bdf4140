import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';
import {CONTACT_URL} from '@site/src/data/editions';
import EditionCards from './_components/EditionCards';
import ComparisonTable from './_components/ComparisonTable';
import styles from './styles.module.css';

export default function EnterpriseServer(): ReactNode {
  return (
    <Layout
      title={translate({id: 'enterprisePage.meta.title', message: '企业版', description: 'Title of the enterprise edition page'})}
      description={translate({
        id: 'enterprisePage.meta.description',
        message: '比较 Rainbond 社区版、企业版与服务订阅，查看按类别列出的功能差异，并联系官方获取企业版与技术服务。',
        description: 'Meta description of the enterprise edition page',
      })}>
      <main className={styles.page}>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              <Translate id="enterprisePage.hero.title" description="Title of the enterprise edition page">
                选择适合你的 Rainbond
              </Translate>
            </Heading>
            <p className={styles.lead}>
              <Translate id="enterprisePage.hero.lead" description="Lead paragraph of the enterprise edition page">
                从开源的社区版起步，到有官方护航的企业版：按团队所处的阶段和对可靠性的要求来选择。
              </Translate>
            </p>
          </div>
        </header>

        <div className="container">
          <section aria-label={translate({id: 'enterprisePage.editions.label', message: '版本', description: 'Accessible name of the editions list'})}>
            <EditionCards />
          </section>

          <section className={styles.section} aria-labelledby="comparison">
            <Heading as="h2" id="comparison">
              <Translate id="enterprisePage.compare.title" description="Title of the comparison table">
                功能对比
              </Translate>
            </Heading>
            <p>
              <Translate id="enterprisePage.compare.intro" description="Text above the comparison table">
                企业版包含社区版的全部功能，并在可观测性、安全、网关和微服务治理等方面提供企业级扩展。服务订阅不改变你正在使用的版本，只增加官方技术服务。
              </Translate>
            </p>
            <div className={styles.tableWrap}>
              <ComparisonTable />
            </div>
          </section>

          <section className={styles.contact} aria-labelledby="contact">
            <Heading as="h2" id="contact">
              <Translate id="enterprisePage.contact.title" description="Title of the contact section">
                联系我们
              </Translate>
            </Heading>
            <p>
              <Translate id="enterprisePage.contact.text" description="Text of the contact section">
                想了解企业版或服务订阅的报价、产品演示和实施方式，请填写咨询表单，我们会尽快与你联系。技术问题和功能建议也欢迎在 GitHub 上提出。
              </Translate>
            </p>
            <div className={styles.contactButtons}>
              <Link className="button button--primary button--lg" href={CONTACT_URL}>
                <Translate id="enterprisePage.contact.form" description="Button to the contact form">
                  填写咨询表单
                </Translate>
              </Link>
              <Link className="button button--secondary button--lg" href={`${externalLinks.github}/issues`}>
                <Translate id="enterprisePage.contact.github" description="Button to GitHub issues">
                  在 GitHub 上提问
                </Translate>
              </Link>
              <Link className="button button--secondary button--lg" href={externalLinks.forum}>
                <Translate id="enterprisePage.contact.forum" description="Button to the community forum">
                  社区论坛
                </Translate>
              </Link>
            </div>
          </section>
        </div>
      </main>
    </Layout>
  );
}
