import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Inside functions/ imports run one way: handlers → core/http and its request plumbing → core/services (use
// cases) → core/repositories (store and load) → core/rules and core/models (pure rules) → the ground floor
// (clients, tables, db, env, errors, logger, validation, auth) and the contract. Each layer names what
// stands above it, which it may not import.
const above = {
  handlers: { regex: '(^|/)(handler|public)$', message: 'core/ never imports a resource handler.' },
  http: {
    regex: '(^|/)(http|params|multipart|origin-verify)$',
    message: 'Request plumbing (http, params, multipart, origin-verify) stands above the use cases.',
  },
  services: { regex: '(^|/)services/', message: 'Use cases (core/services) stand above repositories and rules.' },
  repositories: {
    regex: '(^|/)repositories/',
    message: 'Repositories are reached through a use case (core/services) only.',
  },
  rules: {
    regex: '(^|/)(rules|models)/',
    message: 'Rules and models (core/rules, core/models) stand above the ground floor.',
  },
  // Repositories store what a use case hands them: cleaning input is the use case's job.
  sanitising: {
    regex: '(^|/)rules/(sanitize|rich-text)$',
    message: 'Repositories store and load; sanitising belongs to the use case (core/services).',
  },
};
const HTTP_FILES = 'functions/core/{http,params,multipart,origin-verify}.ts';
const coreLayers = [
  { files: ['functions/*/{handler,public}.ts'], above: [above.repositories] },
  { files: [HTTP_FILES], above: [above.handlers, above.repositories] },
  { files: ['functions/core/services/**/*.ts'], above: [above.handlers, above.http] },
  {
    files: ['functions/core/repositories/**/*.ts'],
    above: [above.handlers, above.http, above.services, above.sanitising],
  },
  {
    files: ['functions/core/{rules,models}/**/*.ts'],
    above: [above.handlers, above.http, above.services, above.repositories],
  },
  {
    files: ['functions/core/*.ts', 'functions/core/auth/**/*.ts'],
    ignores: [HTTP_FILES],
    above: [above.handlers, above.http, above.services, above.repositories, above.rules],
  },
].map(({ files, ignores = [], above: patterns }) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/dist-server', '**/cdk.out', '.data', 'local/emulators/empty-package'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser sees only the API's shapes: one changed shape breaks both builds, and no server code
      // (SDK clients, env, secrets) can reach the bundle.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@vongbi/functions(?!/contract(/|$))',
              message: 'The frontend imports only functions/contract from the functions package.',
            },
            { regex: '^\\.\\..*/functions/', message: 'Import the contract as @vongbi/functions/contract.' },
          ],
        },
      ],
    },
  },
  {
    // The build's configuration runs in Node and never reaches the bundle: it checks the inline boot script
    // against the CSP of functions/core/site-headers.ts.
    files: ['frontend/vite.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...coreLayers,
  {
    // The contract runs in the browser too: plain TypeScript and zod, nothing of the server.
    files: ['functions/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '@aws-sdk/*', '@middy/*', 'sanitize-html'], message: 'The contract is browser-safe.' },
            { group: ['#core/*', '../*', '@vongbi/*'], message: 'The contract imports only its own modules and zod.' },
          ],
        },
      ],
    },
  },
);
