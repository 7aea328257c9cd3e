import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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

// The browser sees only the API's shapes: one changed shape breaks both builds, and no server code (SDK
// clients, env, secrets) can reach the bundle.
const frontendPatterns = [
  {
    regex: '^@vongbi/functions(?!/contract(/|$))',
    message: 'The frontend imports only functions/contract from the functions package.',
  },
  { regex: '^\\.\\..*/functions/', message: 'Import the contract as @vongbi/functions/contract.' },
];

// Inside frontend/src imports run one way too: app (routes and layout compose features) → features → components,
// lib, config. A feature never imports another: what two features share moves down to components or lib, and a
// screen that needs both composes them in its route.
const appAbove = { group: ['@/app/*', '@/app/**'], message: 'app/ composes features; nothing below imports it.' };
const features = readdirSync(join(import.meta.dirname, 'frontend/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const frontendLayers = [
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    patterns: [
      appAbove,
      {
        group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
        message: `Features do not import each other: compose them in a route (app/), or move what they share down.`,
      },
    ],
  })),
  {
    files: ['frontend/src/{components,lib,config}/**/*.{ts,tsx}'],
    patterns: [appAbove, { group: ['@/features/*'], message: 'components, lib and config stand below the features.' }],
  },
].map(({ files, patterns }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...frontendPatterns, ...patterns] }] },
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
      'no-restricted-imports': ['error', { patterns: frontendPatterns }],
    },
  },
  ...frontendLayers,
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
