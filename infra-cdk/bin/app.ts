import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app';

// Entry point of `cdk synth` / `cdk deploy` (see cdk.json), run through scripts/cdk.ts, which names the
// environment (`-c env=<name>`, settings in environments/<name>.json). README.md.
const app = new App();
if (!app.node.tryGetContext('env')) {
  throw new Error('Name the environment: npm run synth -- <name> (settings in infra-cdk/environments/<name>.json)');
}
buildApp(app);
