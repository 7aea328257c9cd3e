import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
