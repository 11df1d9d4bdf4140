/**
 * Renders a list of src/data/reference/ into a docs page (MDX) in the page's language: a table whose
 * last column names the source file of each entry, or, for images, the offline save script. Pages use
 * this instead of hand-written tables, so every page shows the same, sourced list.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {sourceUrl, type Localized, type Source} from '@site/src/data/reference/types';
import {DEFAULT_REGISTRY, images, saveScript, type ImageGroup} from '@site/src/data/reference/images';
import styles from './styles.module.css';

type Locale = 'zh' | 'en';

function useLocale(): Locale {
  const {i18n} = useDocusaurusContext();
  return i18n.currentLocale === 'en' ? 'en' : 'zh';
}

/** Text with `inline code` spans. */
export function Inline({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  return parts.map((p, i) => (i % 2 === 1 ? <code key={i}>{p}</code> : <React.Fragment key={i}>{p}</React.Fragment>));
}

function local(l: Localized | undefined, locale: Locale): string {
  return l ? l[locale] : '';
}

function SourceLink({source}: {source: Source}): ReactNode {
  return (
    <Link href={sourceUrl(source)} className={styles.source}>
      <code>{source.file}</code>
    </Link>
  );
}

function SourceHeader(): ReactNode {
  return (
    <th>
      <Translate id="reference.column.source" description="Column of a reference list: the source file of each entry">
        依据（源码文件）
      </Translate>
    </th>
  );
}

export type ImageTableProps = {
  /** Only the images of these groups (default: all). */
  groups?: ImageGroup[];
};

/** The images a 5.11.1 cluster pulls, with the setting that moves each to another registry. */
export function ImageTable({groups}: ImageTableProps): ReactNode {
  const locale = useLocale();
  const rows = images.filter((e) => !groups || groups.includes(e.group));
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-reference-list="images">
        <thead>
          <tr>
            <th>
              <Translate id="reference.images.image" description="Column of the image list: image name and tag">
                镜像与标签
              </Translate>
            </th>
            <th>
              <Translate id="reference.images.usedBy" description="Column of the image list: what pulls the image">
                用途
              </Translate>
            </th>
            <th>
              <Translate id="reference.images.setting" description="Column of the image list: the setting that points it at another registry">
                改用其他仓库的设置
              </Translate>
            </th>
            <SourceHeader />
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td>
                <code>{`${e.registry ? `${e.registry}/` : ''}${e.name}:${e.tag}`}</code>
              </td>
              <td>
                <Inline text={local(e.usedBy, locale)} />
              </td>
              <td>
                {e.setting ? <code>{e.setting}</code> : null}
                {e.setting && e.settingNote ? (
                  <>
                    {locale === 'zh' ? '：' : ': '}
                    <Inline text={local(e.settingNote, locale)} />
                  </>
                ) : null}
              </td>
              <td>
                <SourceLink source={e.source} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        <Translate
          id="reference.images.registryNote"
          description="Under the image list: where names without a registry come from"
          values={{registry: <code>{DEFAULT_REGISTRY}</code>}}>
          {'未写仓库地址的镜像默认位于 {registry}。'}
        </Translate>
      </p>
    </div>
  );
}

/** The offline save script, made from the image list. */
export function ImageSaveScript(): ReactNode {
  return (
    <CodeBlock language="bash" title="save_rainbond_images.sh">
      {saveScript()}
    </CodeBlock>
  );
}
