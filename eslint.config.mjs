// Lint: TypeScript + React, and Docusaurus' rules that catch untranslated text and raw links.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.docusaurus*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'reports/**',
      '.stryker-tmp*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {'@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}]},
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {'no-undef': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['Rainbond', 'GitHub', 'Gitee', '★', '·', '—', '/', '|', '(', ')']},
      ],
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
);
