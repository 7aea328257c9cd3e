import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app';

// Entry point of `cdk synth` / `cdk deploy` (see cdk.json). Parameters are context values: README.md.
buildApp(new App());
