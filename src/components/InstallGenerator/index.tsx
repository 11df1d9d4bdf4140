/**
 * The Helm install command generator used by /ack/, /cce/, /tke/ and /helm/: renders the form
 * schema (./schema.ts) with plain, labelled HTML inputs (label, aria-invalid, aria-describedby on
 * every field; no form library to load), validates with ./form.ts and shows what ./values.ts
 * produces. Everything is computed in the browser; nothing is sent. ./values.ts (with js-yaml)
 * loads when the visitor first asks for the commands.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import {
  initialInstallForm,
  validateInstallForm,
  type Choice as ChoiceValue,
  type InstallForm,
  type ProviderId,
} from './form';
import {formSchema, type Block, type ProviderServices, type Field as FieldSpec, type TextField} from './schema';
import {Choice, Field, fieldId} from './Fields';
import CopyBlock from './CopyBlock';
import {errorMessage} from './messages';
import styles from './styles.module.css';

type Props = {provider: ProviderId; services: ProviderServices};
/** The form plus what only the page needs: whether the visitor gives a gateway address. */
type FormState = InstallForm & {gatewayMode: ChoiceValue};
type Values = typeof import('./values');

/** The value at a dotted path (`gatewayNodes.0.name`). */
function getAt(state: unknown, path: string): unknown {
  return path === ''
    ? state
    : path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], state);
}

/** A copy of `state` with `value` at `path`. */
function setAt<T>(state: T, path: string, value: unknown): T {
  const next = structuredClone(state);
  const keys = path.split('.');
  const parent = getAt(next, keys.slice(0, -1).join('.')) as Record<string, unknown>;
  parent[keys.at(-1)!] = value;
  return next;
}

const join = (...parts: string[]) => parts.filter(Boolean).join('.');

export default function InstallGenerator({provider, services}: Props): ReactNode {
  const schema = formSchema(provider, services);
  const [state, setState] = useState<FormState>(() => ({...initialInstallForm(provider), gatewayMode: 'builtin'}));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [values, setValues] = useState<Values | null>(null);
  const outputRef = useRef<HTMLElement>(null);

  /** What the generator reads: the address field only counts when the visitor chose to give one. */
  const form = useMemo<InstallForm>(() => {
    const {gatewayMode, ...rest} = state;
    return gatewayMode === 'custom' ? rest : {...rest, gatewayIngressIP: ''};
  }, [state]);
  const errors = useMemo(() => validateInstallForm(form, provider), [form, provider]);
  const valid = Object.keys(errors).length === 0;
  const output = useMemo(
    () => (submitted && valid && values ? values.generateInstall(form) : null),
    [submitted, valid, values, form],
  );

  useEffect(() => {
    if (submitted && !values) void import('./values').then(setValues);
  }, [submitted, values]);

  const set = (path: string, value: unknown) => setState((prev) => setAt(prev, path, value));
  const touch = (path: string) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  const errorAt = (path: string) =>
    (submitted || touched.has(path)) && errors[path] ? errorMessage(errors[path]) : undefined;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const first = Object.keys(errors)[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
    } else {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.requestAnimationFrame(() =>
        outputRef.current?.scrollIntoView({behavior: smooth ? 'smooth' : 'auto', block: 'start'}),
      );
    }
  };

  const textField = (spec: TextField, path: string) => (
    <Field
      key={path}
      path={path}
      label={spec.label}
      hint={spec.hint}
      placeholder={spec.placeholder}
      optional={spec.optional ? translate({id: 'installGenerator.field.optional', message: '（选填）'}) : undefined}
      type={spec.password ? 'password' : 'text'}
      autoComplete={spec.password ? 'new-password' : undefined}
      inputMode={spec.inputMode}
      value={getAt(state, path) as string}
      onChange={(v) => set(path, v)}
      onBlur={touch}
      error={errorAt(path)}
    />
  );

  const field = (spec: FieldSpec): ReactNode => {
    if (spec.kind === 'text') return textField(spec, spec.path);
    const rows = getAt(state, spec.path) as unknown[];
    const remove = (i: number) =>
      set(
        spec.path,
        rows.filter((_, j) => j !== i),
      );
    return (
      <React.Fragment key={spec.path}>
        {rows.map((_, i) => (
          <div
            key={i}
            className={spec.rowLabel ? styles.row : styles.listRow}
            data-testid={spec.testId}
            role={spec.rowLabel ? 'group' : undefined}
            aria-label={spec.rowLabel?.(i + 1)}>
            {spec.fields.map((f) => textField(f, join(spec.path, String(i), f.path)))}
            <button
              type="button"
              className={styles.remove}
              disabled={rows.length === 1}
              aria-label={spec.removeLabel(i + 1)}
              onClick={() => remove(i)}>
              <Translate id="installGenerator.node.remove">删除</Translate>
            </button>
          </div>
        ))}
        {errorAt(spec.path) && <p className={styles.error}>{errorAt(spec.path)}</p>}
        <button
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => set(spec.path, [...rows, spec.empty])}>
          {spec.addLabel}
        </button>
      </React.Fragment>
    );
  };

  const block = (b: Block, key: number): ReactNode => {
    const chosen = b.choice ? (getAt(state, b.choice.path) as string) : undefined;
    const shown = chosen !== undefined ? b.cases?.[chosen] : undefined;
    const body = (
      <>
        {b.choice && (
          <Choice
            name={b.choice.path.replace('.mode', 'Mode')}
            legend={b.choice.legend}
            value={chosen!}
            onChange={(v) => set(b.choice!.path, v)}
            options={b.choice.options}
          />
        )}
        {b.fields?.map(field)}
        {shown &&
          (shown.layout ? (
            <div className={styles[shown.layout]}>{shown.fields.map(field)}</div>
          ) : (
            shown.fields.map(field)
          ))}
      </>
    );
    if (!b.legend) return <React.Fragment key={key}>{body}</React.Fragment>;
    return (
      <fieldset key={key} className={styles.group}>
        <legend className={styles.groupLegend}>{b.legend}</legend>
        {b.hint && <p className={styles.hint}>{b.hint}</p>}
        {body}
      </fieldset>
    );
  };

  return (
    <div className={styles.generator}>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="ig-form-title">
        <Heading as="h2" id="ig-form-title" className={styles.formTitle}>
          <Translate id="installGenerator.form.title">填写集群信息</Translate>
        </Heading>
        <p className={styles.privacy}>
          <Translate id="installGenerator.form.privacy">
            所有内容只在你的浏览器中计算，不会发送到任何服务器，密码也不例外。
          </Translate>
        </p>
        {schema.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`ig-${section.id}`}>
            <Heading as="h3" id={`ig-${section.id}`} className={styles.sectionTitle}>
              {section.title}
            </Heading>
            <p className={styles.sectionIntro}>{section.intro}</p>
            {section.blocks.map(block)}
          </section>
        ))}
        <div className={styles.submit}>
          <button type="submit" className="button button--primary button--lg">
            <Translate id="installGenerator.form.submit">生成安装命令</Translate>
          </button>
          {submitted && !valid && (
            <p className={styles.error} role="alert">
              <Translate id="installGenerator.form.invalid">还有字段需要修改，原因已标注在对应字段下方。</Translate>
            </p>
          )}
        </div>
      </form>

      <section ref={outputRef} className={styles.output} aria-labelledby="ig-output" aria-live="polite">
        <Heading as="h2" id="ig-output" className={styles.formTitle}>
          <Translate id="installGenerator.output.title">安装命令</Translate>
        </Heading>
        {!output ? (
          <p className={styles.placeholder}>
            <Translate id="installGenerator.output.empty">
              填好上方表单并点击“生成安装命令”，values.yaml 和安装命令会显示在这里。
            </Translate>
          </p>
        ) : (
          <ol className={styles.steps}>
            {output.etcdSecretCommand && (
              <li>
                <p>
                  <Translate id="installGenerator.output.etcdSecret">
                    创建存放 Etcd 证书的 Secret（证书路径以你的集群为准）：
                  </Translate>
                </p>
                <CopyBlock
                  title="kubectl"
                  code={output.etcdSecretCommand}
                  testId="etcd-secret"
                  actions={[
                    {
                      label: translate({id: 'copyCommand.copy', message: '复制', description: 'Copy button'}),
                      text: output.etcdSecretCommand,
                    },
                  ]}
                />
              </li>
            )}
            <li>
              <p>
                <Translate id="installGenerator.output.values">
                  在操作机上保存 values.yaml：可以复制内容自行保存，也可以复制“写入文件”命令直接在终端执行。
                </Translate>
              </p>
              <CopyBlock
                title="values.yaml"
                code={output.valuesYaml}
                testId="values-yaml"
                actions={[
                  {
                    label: translate({id: 'installGenerator.output.copyYaml', message: '复制内容'}),
                    text: output.valuesYaml,
                  },
                  {
                    label: translate({id: 'installGenerator.output.copyWrite', message: '复制写入文件命令'}),
                    text: output.writeValuesCommand,
                  },
                ]}
              />
            </li>
            <li>
              <p>
                <Translate id="installGenerator.output.commands">在 values.yaml 所在目录依次执行：</Translate>
              </p>
              <div className={styles.commands} data-testid="install-commands">
                {output.commands.map((c) => (
                  <CopyCommand key={c} command={c} />
                ))}
              </div>
            </li>
            <li>
              <p>
                <Translate id="installGenerator.output.watch">
                  用 watch kubectl get pod -n rbd-system 观察进度，rbd-app-ui 开头的 Pod 进入 Running 后，访问对外地址的
                  7070 端口即可打开控制台。
                </Translate>
              </p>
            </li>
          </ol>
        )}
      </section>
    </div>
  );
}
