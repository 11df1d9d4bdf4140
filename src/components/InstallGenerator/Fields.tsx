/** Accessible form building blocks of the install generator: plain inputs, labels, hints, errors. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** DOM id of the input that edits a form path (`gatewayNodes.0.name` → `ig-gatewayNodes-0-name`). */
export const fieldId = (path: string) => `ig-${path.replace(/\./g, '-')}`;

type FieldProps = {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: (path: string) => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'password';
  optional?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url';
  autoComplete?: string;
  className?: string;
};

export function Field({
  path,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  type = 'text',
  optional,
  inputMode,
  autoComplete = 'off',
  className,
}: FieldProps): ReactNode {
  const id = fieldId(path);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>{optional}</span>}
      </label>
      <input
        id={id}
        name={path}
        type={type}
        className={clsx(styles.input, error && styles.inputInvalid)}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="off"
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onBlur(path)}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type ChoiceProps<T extends string> = {
  name: string;
  legend: string;
  options: {value: T; label: string}[];
  value: T;
  onChange: (value: T) => void;
};

/** A radio group: "use the built-in one" / "configure my own" and the like. */
export function Choice<T extends string>({name, legend, options, value, onChange}: ChoiceProps<T>): ReactNode {
  return (
    <fieldset className={styles.choice}>
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={clsx(styles.choiceOption, o.value === value && styles.choiceOptionActive)}>
          <input
            type="radio"
            name={`ig-${name}`}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
