/**
 * Renders a list of src/data/reference/ into a docs page (MDX) in the page's language: a table whose
 * last column names the source file of each entry, or, for images, the offline save script. Pages use
 * this instead of hand-written tables, so every page shows the same, sourced list.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {sourceUrl, type Localized, type Source} from '@site/src/data/reference/types';
import {DEFAULT_REGISTRY, images, saveScript, type ImageGroup} from '@site/src/data/reference/images';
import {BUILDER_RUNTIMES, buildVariables, type BuildSection} from '@site/src/data/reference/buildVariables';
import {components} from '@site/src/data/reference/components';
import {grctl} from '@site/src/data/reference/grctl';
import {ports, type PortScope} from '@site/src/data/reference/ports';
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
              <Translate
                id="reference.images.setting"
                description="Column of the image list: the setting that points it at another registry">
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

export type PortTableProps = {
  /** Which installation: a cluster (default) or the single-host allinone container. */
  scope?: PortScope;
};

/** The ports the platform opens on its nodes. */
export function PortTable({scope = 'cluster'}: PortTableProps): ReactNode {
  const locale = useLocale();
  const rows = ports.filter((e) => e.scopes.includes(scope));
  const external = translate({
    id: 'reference.ports.external',
    message: '从外部访问，需放行',
    description: 'Port list: reached from outside the nodes',
  });
  const nodeOnly = translate({
    id: 'reference.ports.local',
    message: '节点自用，需空闲',
    description: 'Port list: used on the node only, must be free',
  });
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-reference-list="ports">
        <thead>
          <tr>
            <th>
              <Translate id="reference.ports.port" description="Column of the port list: port number and protocol">
                端口
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.ports.where"
                description="Column of the port list: the nodes the port is open on">
                所在节点
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.ports.component"
                description="Column of the port list: the component that listens">
                监听组件
              </Translate>
            </th>
            <th>
              <Translate id="reference.ports.purpose" description="Column of the port list: what the port is for">
                作用
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.ports.reach"
                description="Column of the port list: reached from outside, or used on the node only">
                访问范围
              </Translate>
            </th>
            <SourceHeader />
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td>
                <code>{e.port}</code> {e.protocol}
              </td>
              <td>{e.where[locale]}</td>
              <td>
                <code>{e.component}</code>
              </td>
              <td>
                <Inline text={e.purpose[locale]} />
              </td>
              <td>{e.external ? external : nodeOnly}</td>
              <td>
                <SourceLink source={e.source} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type ComponentTableProps = {
  /** Only the components that may be left out, with the condition (instead of workload, ports and role). */
  optional?: boolean;
};

/** The platform components rainbond-operator deploys in rbd-system. */
export function ComponentTable({optional = false}: ComponentTableProps): ReactNode {
  const locale = useLocale();
  const rows = optional ? components.filter((e) => e.notDeployedWhen) : components;
  const name = (
    <th>
      <Translate id="reference.components.name" description="Column of the component list: component name">
        组件
      </Translate>
    </th>
  );
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-reference-list={optional ? 'components-optional' : 'components'}>
        <thead>
          {optional ? (
            <tr>
              {name}
              <th>
                <Translate
                  id="reference.components.notDeployedWhen"
                  description="Column of the component list: when the component is not deployed">
                  不部署的条件
                </Translate>
              </th>
              <SourceHeader />
            </tr>
          ) : (
            <tr>
              {name}
              <th>
                <Translate
                  id="reference.components.workload"
                  description="Column of the component list: the Kubernetes workload">
                  工作负载
                </Translate>
              </th>
              <th>
                <Translate id="reference.components.ports" description="Column of the component list: ports">
                  使用的端口
                </Translate>
              </th>
              <th>
                <Translate
                  id="reference.components.role"
                  description="Column of the component list: what the component does">
                  职责
                </Translate>
              </th>
              <SourceHeader />
            </tr>
          )}
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td>
                <code>{e.name}</code>
              </td>
              {optional ? (
                <td>
                  <Inline text={local(e.notDeployedWhen, locale)} />
                </td>
              ) : (
                <>
                  <td>
                    <Inline text={e.workload[locale]} />
                  </td>
                  <td>
                    <Inline text={e.ports[locale]} />
                  </td>
                  <td>
                    <Inline text={e.role[locale]} />
                  </td>
                </>
              )}
              <td>
                <SourceLink source={e.source} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type GrctlTableProps = {
  /** The command group (the heading id of its section on the grctl page). */
  group: string;
};

/** The grctl commands of one group, with their arguments and options. */
export function GrctlTable({group}: GrctlTableProps): ReactNode {
  const locale = useLocale();
  const rows = grctl.filter((e) => e.group === group);
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-reference-list="grctl">
        <thead>
          <tr>
            <th>
              <Translate id="reference.grctl.command" description="Column of the grctl command list: the command line">
                命令
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.grctl.options"
                description="Column of the grctl command list: arguments and options">
                参数与选项
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.grctl.effect"
                description="Column of the grctl command list: what the command does">
                执行效果
              </Translate>
            </th>
            <SourceHeader />
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td>
                <code>{e.command[locale]}</code>
              </td>
              <td>
                <Inline text={e.options[locale]} />
              </td>
              <td>
                <Inline text={e.effect[locale]} />
              </td>
              <td>
                <SourceLink source={e.source} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type BuildVariableTableProps = {
  /** The section of the build settings page whose settings to show. */
  section: BuildSection;
};

/** The console's source-build settings of one section: variable, preselected value, offered values. */
export function BuildVariableTable({section}: BuildVariableTableProps): ReactNode {
  const locale = useLocale();
  const rows = buildVariables.filter((e) => e.section === section);
  const sep = locale === 'zh' ? '、' : ', ';
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-reference-list="build-variables">
        <thead>
          <tr>
            <th>
              <Translate
                id="reference.build.setting"
                description="Column of the build settings list: the console's setting">
                设置项
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.build.variable"
                description="Column of the build settings list: the environment variable">
                环境变量
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.build.default"
                description="Column of the build settings list: the value the console preselects">
                控制台预选值
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.build.options"
                description="Column of the build settings list: the values offered, and notes">
                可选值与说明
              </Translate>
            </th>
            <SourceHeader />
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td>{e.label[locale]}</td>
              <td>{e.variable ? <code>{e.variable}</code> : null}</td>
              <td>{e.consoleDefault ? <code>{e.consoleDefault}</code> : null}</td>
              <td>
                {e.options ? <Inline text={e.options.map((o) => `\`${o}\``).join(sep)} /> : null}
                {e.options && e.note ? <br /> : null}
                {e.note ? <Inline text={e.note[locale]} /> : null}
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
          id="reference.build.fallbackNote"
          description="Under the build settings list: where the builder's fallback values come from"
          values={{file: <SourceLink source={BUILDER_RUNTIMES} />}}>
          {'变量未设置时构建器的回退值见 goodrain/builder 的 {file}。'}
        </Translate>
      </p>
    </div>
  );
}
