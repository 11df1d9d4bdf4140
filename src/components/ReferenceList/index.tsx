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
    <Translate id="reference.column.source" description="Column of a reference list: the source file of each entry">
      依据（源码文件）
    </Translate>
  );
}

/** A column of a reference table: its header and the cell of an entry. */
type Column<T> = {header: ReactNode; cell: (entry: T) => ReactNode};

/** A reference list as a table: one column per field, then the source file(s) of each entry. */
function RefTable<T extends {id: string}>({
  kind,
  columns,
  rows,
  sources,
  children,
}: {
  /** The list's name in `data-reference-list` (the unit tests find the tables by it). */
  kind: string;
  columns: Column<T>[];
  rows: readonly T[];
  sources: (entry: T) => ReactNode;
  /** Notes under the table. */
  children?: ReactNode;
}): ReactNode {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-reference-list={kind}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i}>{c.header}</th>
            ))}
            <th>
              <SourceHeader />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              {columns.map((c, i) => (
                <td key={i}>{c.cell(e)}</td>
              ))}
              <td>{sources(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}

const sourceOf = (e: {source: Source}) => <SourceLink source={e.source} />;

export type ImageTableProps = {
  /** Only the images of these groups (default: all). */
  groups?: ImageGroup[];
};

/** The images a 5.11.1 cluster pulls, with the setting that moves each to another registry. */
export function ImageTable({groups}: ImageTableProps): ReactNode {
  const locale = useLocale();
  const rows = images.filter((e) => !groups || groups.includes(e.group));
  return (
    <RefTable
      kind="images"
      rows={rows}
      sources={sourceOf}
      columns={[
        {
          header: (
            <Translate id="reference.images.image" description="Column of the image list: image name and tag">
              镜像与标签
            </Translate>
          ),
          cell: (e) => <code>{`${e.registry ? `${e.registry}/` : ''}${e.name}:${e.tag}`}</code>,
        },
        {
          header: (
            <Translate id="reference.images.usedBy" description="Column of the image list: what pulls the image">
              用途
            </Translate>
          ),
          cell: (e) => <Inline text={local(e.usedBy, locale)} />,
        },
        {
          header: (
            <Translate
              id="reference.images.setting"
              description="Column of the image list: the setting that points it at another registry">
              改用其他仓库的设置
            </Translate>
          ),
          cell: (e) => (
            <>
              {e.setting ? <code>{e.setting}</code> : null}
              {e.setting && e.settingNote ? (
                <>
                  {locale === 'zh' ? '：' : ': '}
                  <Inline text={local(e.settingNote, locale)} />
                </>
              ) : null}
            </>
          ),
        },
      ]}>
      <p className={styles.note}>
        <Translate
          id="reference.images.registryNote"
          description="Under the image list: where names without a registry come from"
          values={{registry: <code>{DEFAULT_REGISTRY}</code>}}>
          {'未写仓库地址的镜像默认位于 {registry}。'}
        </Translate>
      </p>
    </RefTable>
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
    <RefTable
      kind="ports"
      rows={rows}
      sources={sourceOf}
      columns={[
        {
          header: (
            <Translate id="reference.ports.port" description="Column of the port list: port number and protocol">
              端口
            </Translate>
          ),
          cell: (e) => (
            <>
              <code>{e.port}</code> {e.protocol}
            </>
          ),
        },
        {
          header: (
            <Translate id="reference.ports.where" description="Column of the port list: the nodes the port is open on">
              所在节点
            </Translate>
          ),
          cell: (e) => e.where[locale],
        },
        {
          header: (
            <Translate id="reference.ports.component" description="Column of the port list: the component that listens">
              监听组件
            </Translate>
          ),
          cell: (e) => <code>{e.component}</code>,
        },
        {
          header: (
            <Translate id="reference.ports.purpose" description="Column of the port list: what the port is for">
              作用
            </Translate>
          ),
          cell: (e) => <Inline text={e.purpose[locale]} />,
        },
        {
          header: (
            <Translate
              id="reference.ports.reach"
              description="Column of the port list: reached from outside, or used on the node only">
              访问范围
            </Translate>
          ),
          cell: (e) => (e.external ? external : nodeOnly),
        },
      ]}
    />
  );
}

export type ComponentTableProps = {
  /** Only the components that may be left out, with the condition (instead of workload, ports and role). */
  optional?: boolean;
};

/** The platform components rainbond-operator deploys in rbd-system. */
export function ComponentTable({optional = false}: ComponentTableProps): ReactNode {
  const locale = useLocale();
  type Entry = (typeof components)[number];
  const name: Column<Entry> = {
    header: (
      <Translate id="reference.components.name" description="Column of the component list: component name">
        组件
      </Translate>
    ),
    cell: (e) => <code>{e.name}</code>,
  };
  if (optional) {
    return (
      <RefTable
        kind="components-optional"
        rows={components.filter((e) => e.notDeployedWhen)}
        sources={sourceOf}
        columns={[
          name,
          {
            header: (
              <Translate
                id="reference.components.notDeployedWhen"
                description="Column of the component list: when the component is not deployed">
                不部署的条件
              </Translate>
            ),
            cell: (e) => <Inline text={local(e.notDeployedWhen, locale)} />,
          },
        ]}
      />
    );
  }
  return (
    <RefTable
      kind="components"
      rows={components}
      sources={sourceOf}
      columns={[
        name,
        {
          header: (
            <Translate
              id="reference.components.workload"
              description="Column of the component list: the Kubernetes workload">
              工作负载
            </Translate>
          ),
          cell: (e) => <Inline text={e.workload[locale]} />,
        },
        {
          header: (
            <Translate id="reference.components.ports" description="Column of the component list: ports">
              使用的端口
            </Translate>
          ),
          cell: (e) => <Inline text={e.ports[locale]} />,
        },
        {
          header: (
            <Translate
              id="reference.components.role"
              description="Column of the component list: what the component does">
              职责
            </Translate>
          ),
          cell: (e) => <Inline text={e.role[locale]} />,
        },
      ]}
    />
  );
}

export type GrctlTableProps = {
  /** The command group (the heading id of its section on the grctl page). */
  group: string;
};

/** The grctl commands of one group, with their arguments and options. */
export function GrctlTable({group}: GrctlTableProps): ReactNode {
  const locale = useLocale();
  return (
    <RefTable
      kind="grctl"
      rows={grctl.filter((e) => e.group === group)}
      sources={sourceOf}
      columns={[
        {
          header: (
            <Translate id="reference.grctl.command" description="Column of the grctl command list: the command line">
              命令
            </Translate>
          ),
          cell: (e) => <code>{e.command[locale]}</code>,
        },
        {
          header: (
            <Translate
              id="reference.grctl.options"
              description="Column of the grctl command list: arguments and options">
              参数与选项
            </Translate>
          ),
          cell: (e) => <Inline text={e.options[locale]} />,
        },
        {
          header: (
            <Translate
              id="reference.grctl.effect"
              description="Column of the grctl command list: what the command does">
              执行效果
            </Translate>
          ),
          cell: (e) => <Inline text={e.effect[locale]} />,
        },
      ]}
    />
  );
}

export type GrctlOptionTableProps = {
  /** The global options, or the options of one command. */
  scope: GrctlOption['scope'];
};

/** grctl's global options, or the options of `grctl migrate`: names, default, effect. */
export function GrctlOptionTable({scope}: GrctlOptionTableProps): ReactNode {
  const locale = useLocale();
  const sep = locale === 'zh' ? '、' : ', ';
  return (
    <RefTable
      kind="grctl-options"
      rows={grctlOptions.filter((e) => e.scope === scope)}
      sources={sourceOf}
      columns={[
        {
          header: (
            <Translate id="reference.grctl.option" description="Column of the grctl option list: the option's names">
              选项
            </Translate>
          ),
          cell: (e) => <Inline text={e.names.map((n) => `\`${n}\``).join(sep)} />,
        },
        {
          header: (
            <Translate
              id="reference.grctl.optionDefault"
              description="Column of the grctl option list: the default value">
              默认值
            </Translate>
          ),
          cell: (e) => <Inline text={e.default[locale]} />,
        },
        {
          header: (
            <Translate
              id="reference.grctl.optionEffect"
              description="Column of the grctl option list: what the option does">
              作用
            </Translate>
          ),
          cell: (e) => <Inline text={e.effect[locale]} />,
        },
      ]}
    />
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

const sourcesOf = (e: {source: Source; builderSource?: Source | Source[]}) => <Sources entry={e} />;

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
  const variable: Column<BuildVariable> = {
    header: (
      <Translate
        id="reference.build.variable"
        description="Column of the build settings list: the environment variable">
        环境变量
      </Translate>
    ),
    cell: (e) => (e.variable ? <code>{e.variable}</code> : null),
  };
  const offered = (cell: (e: BuildVariable) => ReactNode): Column<BuildVariable> => ({
    header: (
      <Translate
        id="reference.build.options"
        description="Column of the build settings list: the values offered, and notes">
        可选值与说明
      </Translate>
    ),
    cell,
  });
  if (language) {
    return (
      <RefTable
        kind="build-variables"
        rows={buildVariables.filter((e) => e.languages?.includes(language))}
        sources={sourcesOf}
        columns={[
          variable,
          {
            header: (
              <Translate
                id="reference.build.formItem"
                description="Column of a language's build variable list: the console form item that sets it">
                表单项
              </Translate>
            ),
            cell: (e) =>
              e.form ? (
                e.form[locale]
              ) : (
                <Translate
                  id="reference.build.noFormItem"
                  description="Build variable list: the console forms do not show the variable">
                  无（在环境配置中添加）
                </Translate>
              ),
          },
          {
            header: (
              <Translate
                id="reference.build.defaults"
                description="Column of a language's build variable list: preselected, detected and unset values">
                默认值
              </Translate>
            ),
            cell: (e) => <Defaults entry={e} locale={locale} />,
          },
          offered(options),
        ]}
      />
    );
  }
  return (
    <RefTable
      kind="build-variables"
      rows={buildVariables.filter((e) => e.section === section)}
      sources={sourcesOf}
      columns={[
        {
          header: (
            <Translate
              id="reference.build.setting"
              description="Column of the build settings list: the console's setting">
              设置项
            </Translate>
          ),
          cell: (e) => e.label[locale],
        },
        variable,
        {
          header: (
            <Translate
              id="reference.build.default"
              description="Column of the build settings list: the value the console preselects">
              控制台预选值
            </Translate>
          ),
          cell: (e) => (e.consoleDefault ? <code>{e.consoleDefault}</code> : null),
        },
        offered((e) => (
          <>
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
          </>
        )),
      ]}>
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
    </RefTable>
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

/** A row of a version table: a version setting of the console, or a version the builder fixes. */
type VersionRow = {id: string; cells: ReactNode[]; sources: ReactNode};

/** The versions of a language page: what each version setting offers, its defaults, and the versions the builder fixes. */
export function BuildVersionTable({language, variables, group}: BuildVersionTableProps): ReactNode {
  const locale = useLocale();
  const sep = locale === 'zh' ? '、' : ', ';
  const fixed = runtimeVersions.filter((v) => v.languages.includes(language) && v.group === group);
  const cellAt = (i: number) => (r: VersionRow) => r.cells[i];
  const how = (
    <Translate id="reference.build.how" description="Column of a version list: how to choose the version">
      如何指定
    </Translate>
  );
  if (group) {
    return (
      <RefTable
        kind="build-versions"
        rows={fixed.map((v) => ({
          id: v.id,
          cells: [v.item[locale], <code key="v">{v.version[locale]}</code>, <Inline key="h" text={v.how[locale]} />],
          sources: sourceOf(v),
        }))}
        sources={(r) => r.sources}
        columns={[
          {
            header: (
              <Translate
                id="reference.build.choice"
                description="Column of a fixed version list: the tool, or the console choice">
                工具或选项
              </Translate>
            ),
            cell: cellAt(0),
          },
          {
            header: (
              <Translate id="reference.build.version" description="Column of a version list: the version installed">
                构建器安装的版本
              </Translate>
            ),
            cell: cellAt(1),
          },
          {header: how, cell: cellAt(2)},
        ]}
      />
    );
  }
  const settings: VersionRow[] = buildVariables
    .filter((e) => e.version && e.languages?.includes(language) && (!variables || variables.includes(e.variable)))
    .map((e) => ({
      id: e.id,
      cells: [
        e.version![locale],
        e.options ? <Inline key="o" text={e.options.map((o) => `\`${o}\``).join(sep)} /> : null,
        <Defaults key="d" entry={e} locale={locale} />,
        <React.Fragment key="h">
          {e.form ? <strong>{e.form[locale]}</strong> : null} <code>{e.variable}</code>
        </React.Fragment>,
      ],
      sources: sourcesOf(e),
    }));
  const builderFixed: VersionRow[] = variables
    ? []
    : fixed.map((v) => ({
        id: v.id,
        cells: [
          v.item[locale],
          <Inline key="v" text={v.version[locale]} />,
          null,
          <Inline key="h" text={v.how[locale]} />,
        ],
        sources: sourceOf(v),
      }));
  return (
    <RefTable
      kind="build-versions"
      rows={[...settings, ...builderFixed]}
      sources={(r) => r.sources}
      columns={[
        {
          header: (
            <Translate id="reference.build.item" description="Column of a version list: the runtime, tool or server">
              项目
            </Translate>
          ),
          cell: cellAt(0),
        },
        {
          header: (
            <Translate id="reference.build.versions" description="Column of a version list: the versions offered">
              可选版本
            </Translate>
          ),
          cell: cellAt(1),
        },
        {
          header: (
            <Translate
              id="reference.build.defaults"
              description="Column of a language's build variable list: preselected, detected and unset values">
              默认值
            </Translate>
          ),
          cell: cellAt(2),
        },
        {header: how, cell: cellAt(3)},
      ]}
    />
  );
}
