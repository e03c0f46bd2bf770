// Lint rules, including the import rule that keeps the layers one-way: core <- engines <- tui.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layerRule = (forbidden, why) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [group], message: why })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    files: ['core/**'],
    rules: layerRule(
      ['**/engines/**', '**/tui/**', 'ink', 'react', 'yargs'],
      'core/ imports nothing above it (core <- engines <- tui).',
    ),
  },
  {
    files: ['engines/**'],
    rules: layerRule(
      ['**/tui/**', 'ink', 'react', 'yargs'],
      'engines/ never import the UI (core <- engines <- tui).',
    ),
  },
);
