import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Layer boundaries (see docs/ARCHITECTURE.md): engine is generic, domain is pure,
// web and server never import each other.
const noImport = (...groups) => ({
  'no-restricted-imports': ['error', {
    patterns: groups.map(([group, message]) => ({ group, message })),
  }],
});
const WEB = ['**/web/**', '**/src/web', '../web', '../../web'];
const SERVER = ['**/server/**', '**/src/server', '../server', '../../server'];
const DOMAIN = ['**/domain/**', '**/src/domain', '../domain', '../../domain'];

export default tseslint.config(
  { ignores: ['src/web/api/openapi/**', 'dist/**', '.tmp/**', 'node_modules/**', '.data/**', '.data-*/**', '**/*.tmp.*', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/out/**', 'public/**', '.stryker-tmp*/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/engine/**'],
    rules: noImport(
      [WEB, 'src/engine is generic: it must not import the web app.'],
      [SERVER, 'src/engine is generic: it must not import the server.'],
      [DOMAIN, 'src/engine knows nothing of the business domain.'],
    ),
  },
  {
    files: ['src/domain/**'],
    rules: noImport(
      [WEB, 'src/domain is pure: no web imports.'],
      [SERVER, 'src/domain is pure: no server imports.'],
      [['react', 'react-dom', 'fastify', 'pg', '@electric-sql/*', 'node:*', 'fs', 'path'], 'src/domain is pure: no React and no I/O.'],
    ),
  },
  {
    files: ['src/web/**'],
    // @emotion/server is the npm package that extracts critical CSS (src/web/entry-server.tsx).
    rules: noImport([[...SERVER, '!@emotion/server/**'], 'src/web must not import src/server (talk to it over HTTP).']),
  },
  {
    files: ['src/server/**'],
    rules: noImport([WEB, 'src/server must not import src/web.']),
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', 'e2e/**', 'mocks/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
