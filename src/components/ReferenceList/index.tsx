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
import {
  BUILDER_RUNTIMES,
  buildVariables,
  runtimeVersions,
  type BuildLanguage,
  type BuildSection,
  type BuildVariable,
  type VersionGroup,
} from '@site/src/data/reference/buildVariables';
import {components} from '@site/src/data/reference/components';
import {grctl, grctlOptions, type GrctlOption} from '@site/src/data/reference/grctl';
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

export type GrctlOptionTableProps = {
  /** The global options, or the options of one command. */
  scope: GrctlOption['scope'];
};

/** grctl's global options, or the options of `grctl migrate`: names, default, effect. */
export function GrctlOptionTable({scope}: GrctlOptionTableProps): ReactNode {
  const locale = useLocale();
  const rows = grctlOptions.filter((e) => e.scope === scope);
  const sep = locale === 'zh' ? '、' : ', ';
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-reference-list="grctl-options">
        <thead>
          <tr>
            <th>
              <Translate id="reference.grctl.option" description="Column of the grctl option list: the option's names">
                选项
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.grctl.optionDefault"
                description="Column of the grctl option list: the default value">
                默认值
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.grctl.optionEffect"
                description="Column of the grctl option list: what the option does">
                作用
              </Translate>
            </th>
            <SourceHeader />
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td>
                <Inline text={e.names.map((n) => `\`${n}\``).join(sep)} />
              </td>
              <td>
                <Inline text={e.default[locale]} />
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

export type BuildVariableTableProps =
  | {
      /** The section of the build settings page whose console settings to show. */
      section: BuildSection;
      language?: undefined;
    }
  | {
      /** The language page whose build variables to show (with the defaults of detection and of the builder). */
      language: BuildLanguage;
      section?: undefined;
    };

function Sources({entry}: {entry: {source: Source; builderSource?: Source | Source[]}}): ReactNode {
  const more = entry.builderSource ? [entry.builderSource].flat() : [];
  return (
    <>
      <SourceLink source={entry.source} />
      {more.map((s) => (
        <React.Fragment key={s.file}>
          <br />
          <SourceLink source={s} />
        </React.Fragment>
      ))}
    </>
  );
}

/** The defaults of a variable: what the form preselects, what detection writes, what the builder does unset. */
function Defaults({entry, locale}: {entry: BuildVariable; locale: Locale}): ReactNode {
  const lines: [ReactNode, ReactNode][] = [];
  if (entry.consoleDefault && entry.form)
    lines.push([
      <Translate
        key="l"
        id="reference.build.formPreselects"
        description="Build variable list: the value the console form preselects">
        表单预选
      </Translate>,
      <code key="v">{entry.consoleDefault}</code>,
    ]);
  if (entry.detected)
    lines.push([
      <Translate key="l" id="reference.build.detected" description="Build variable list: the value detection writes">
        检测写入
      </Translate>,
      <Inline key="v" text={entry.detected[locale]} />,
    ]);
  if (entry.unset)
    lines.push([
      <Translate
        key="l"
        id="reference.build.unset"
        description="Build variable list: what the builder does when the variable is unset">
        未设置时
      </Translate>,
      <Inline key="v" text={entry.unset[locale]} />,
    ]);
  const colon = locale === 'zh' ? '：' : ': ';
  return lines.map(([label, value], i) => (
    <React.Fragment key={i}>
      {i > 0 ? <br /> : null}
      {label}
      {colon}
      {value}
    </React.Fragment>
  ));
}

/**
 * The build variables of one section of the build settings page (the console's settings: variable, preselected
 * value, offered values), or of one language page (also the variables the forms do not show, with what detection
 * writes and what the builder does when a variable is unset).
 */
export function BuildVariableTable({section, language}: BuildVariableTableProps): ReactNode {
  const locale = useLocale();
  const sep = locale === 'zh' ? '、' : ', ';
  const options = (e: BuildVariable) => (
    <>
      {e.options ? <Inline text={e.options.map((o) => `\`${o}\``).join(sep)} /> : null}
      {e.options && e.note ? <br /> : null}
      {e.note ? <Inline text={e.note[locale]} /> : null}
    </>
  );
  const variableHeader = (
    <th>
      <Translate
        id="reference.build.variable"
        description="Column of the build settings list: the environment variable">
        环境变量
      </Translate>
    </th>
  );
  const optionsHeader = (
    <th>
      <Translate
        id="reference.build.options"
        description="Column of the build settings list: the values offered, and notes">
        可选值与说明
      </Translate>
    </th>
  );
  if (language) {
    const rows = buildVariables.filter((e) => e.languages?.includes(language));
    return (
      <div className={styles.wrap}>
        <table className={styles.table} data-reference-list="build-variables">
          <thead>
            <tr>
              {variableHeader}
              <th>
                <Translate
                  id="reference.build.formItem"
                  description="Column of a language's build variable list: the console form item that sets it">
                  表单项
                </Translate>
              </th>
              <th>
                <Translate
                  id="reference.build.defaults"
                  description="Column of a language's build variable list: preselected, detected and unset values">
                  默认值
                </Translate>
              </th>
              {optionsHeader}
              <SourceHeader />
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <td>
                  <code>{e.variable}</code>
                </td>
                <td>
                  {e.form ? (
                    e.form[locale]
                  ) : (
                    <Translate
                      id="reference.build.noFormItem"
                      description="Build variable list: the console forms do not show the variable">
                      无（在环境配置中添加）
                    </Translate>
                  )}
                </td>
                <td>
                  <Defaults entry={e} locale={locale} />
                </td>
                <td>{options(e)}</td>
                <td>
                  <Sources entry={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  const rows = buildVariables.filter((e) => e.section === section);
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
            {variableHeader}
            <th>
              <Translate
                id="reference.build.default"
                description="Column of the build settings list: the value the console preselects">
                控制台预选值
              </Translate>
            </th>
            {optionsHeader}
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
                {options(e)}
                {e.unset ? (
                  <>
                    {e.options || e.note ? <br /> : null}
                    <Translate
                      id="reference.build.unset"
                      description="Build variable list: what the builder does when the variable is unset">
                      未设置时
                    </Translate>
                    {locale === 'zh' ? '：' : ': '}
                    <Inline text={e.unset[locale]} />
                  </>
                ) : null}
              </td>
              <td>
                <Sources entry={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        <Translate
          id="reference.build.unsetNote"
          description="Under the build settings list: what the 'when unset' values are and where they are read"
          values={{file: <SourceLink source={BUILDER_RUNTIMES} />}}>
          {
            '“未设置时”是变量不存在（从未保存过表单、检测也没有写入）时构建的做法，读自依据列中表单之后的文件，语言版本的回退见 goodrain/builder 的 {file}。'
          }
        </Translate>
      </p>
    </div>
  );
}

export type BuildVersionTableProps = {
  /** The language page. */
  language: BuildLanguage;
  /** Only the version settings stored in these variables (default: all of the language, and the versions the builder fixes). */
  variables?: string[];
  /** Instead, one of the lists of fixed versions: the Go buildpack's tools, the OpenJDK releases, the War runners. */
  group?: VersionGroup;
};

/** The versions of a language page: what each version setting offers, its defaults, and the versions the builder fixes. */
export function BuildVersionTable({language, variables, group}: BuildVersionTableProps): ReactNode {
  const locale = useLocale();
  const sep = locale === 'zh' ? '、' : ', ';
  const fixed = runtimeVersions.filter((v) => v.languages.includes(language) && v.group === group);
  if (group) {
    return (
      <div className={styles.wrap}>
        <table className={styles.table} data-reference-list="build-versions">
          <thead>
            <tr>
              <th>
                <Translate
                  id="reference.build.choice"
                  description="Column of a fixed version list: the tool, or the console choice">
                  工具或选项
                </Translate>
              </th>
              <th>
                <Translate id="reference.build.version" description="Column of a version list: the version installed">
                  构建器安装的版本
                </Translate>
              </th>
              <th>
                <Translate id="reference.build.how" description="Column of a version list: how to choose the version">
                  如何指定
                </Translate>
              </th>
              <SourceHeader />
            </tr>
          </thead>
          <tbody>
            {fixed.map((v) => (
              <tr key={v.id}>
                <td>{v.item[locale]}</td>
                <td>
                  <code>{v.version[locale]}</code>
                </td>
                <td>
                  <Inline text={v.how[locale]} />
                </td>
                <td>
                  <SourceLink source={v.source} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  const rows = buildVariables.filter(
    (e) => e.version && e.languages?.includes(language) && (!variables || variables.includes(e.variable)),
  );
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-reference-list="build-versions">
        <thead>
          <tr>
            <th>
              <Translate id="reference.build.item" description="Column of a version list: the runtime, tool or server">
                项目
              </Translate>
            </th>
            <th>
              <Translate id="reference.build.versions" description="Column of a version list: the versions offered">
                可选版本
              </Translate>
            </th>
            <th>
              <Translate
                id="reference.build.defaults"
                description="Column of a language's build variable list: preselected, detected and unset values">
                默认值
              </Translate>
            </th>
            <th>
              <Translate id="reference.build.how" description="Column of a version list: how to choose the version">
                如何指定
              </Translate>
            </th>
            <SourceHeader />
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td>{e.version![locale]}</td>
              <td>{e.options ? <Inline text={e.options.map((o) => `\`${o}\``).join(sep)} /> : null}</td>
              <td>
                <Defaults entry={e} locale={locale} />
              </td>
              <td>
                {e.form ? <strong>{e.form[locale]}</strong> : null} <code>{e.variable}</code>
              </td>
              <td>
                <Sources entry={e} />
              </td>
            </tr>
          ))}
          {variables
            ? null
            : fixed.map((v) => (
                <tr key={v.id}>
                  <td>{v.item[locale]}</td>
                  <td>
                    <Inline text={v.version[locale]} />
                  </td>
                  <td />
                  <td>
                    <Inline text={v.how[locale]} />
                  </td>
                  <td>
                    <SourceLink source={v.source} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
