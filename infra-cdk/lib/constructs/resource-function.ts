import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeEntry, type ResourceName } from '@vongbi/functions/routes';
import { repoRoot } from '../config';

// One Lambda function for one resource's public or admin routes, running the module the route table names for
// them (`routeEntry`: `functions/<resource>/public.ts` or `handler.ts`), with its own role and log group. The role starts empty except for writing to that log group: no managed policy, so
// every other permission is one the API stack grants on purpose.

export type FunctionAccess = 'public' | 'admin';

export interface ResourceFunctionProps {
  readonly resource: ResourceName;
  readonly access: FunctionAccess;
  readonly functionsDir: string;
  readonly environment: Record<string, string>;
  readonly logRetention: logs.RetentionDays;
  readonly memorySize?: number;
  readonly timeout?: Duration;
}

/**
 * esbuild options shared by every function. Identical options and entry give an identical asset, so functions
 * that run the same entry share one bundle (CDK bundles it once per synth).
 */
export const bundlingOptions: nodejs.BundlingOptions = {
  format: nodejs.OutputFormat.ESM,
  target: 'node22',
  // The SDK's CommonJS build breaks in an ESM bundle ("Dynamic require of node:https"); its ES modules
  // also tree-shake better.
  mainFields: ['module', 'main'],
  // CommonJS dependencies (sanitize-html and its parser) still call require() for Node built-ins.
  banner:
    "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  // Bundle the AWS SDK v3 with the handler (CDK leaves @aws-sdk/* out by default): a bundled, minified
  // SDK cold-starts faster than the runtime's copy and is the version the tests ran against. sharp alone stays
  // out: a native library cannot be inlined; the one function that loads it gets it installed beside its bundle.
  externalModules: ['sharp'],
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  charset: nodejs.Charset.UTF8,
  // The locally installed esbuild; no Docker anywhere.
  forceDockerBundling: false,
  logLevel: nodejs.LogLevel.ERROR,
};

const ARCHITECTURE = lambda.Architecture.ARM_64;

/**
 * How every function of the app is built (the API's, the publisher, the search pages): the repository's lock
 * file, Node.js 22 on ARM, the shared bundle options.
 */
export const functionBuild = {
  handler: 'handler',
  projectRoot: repoRoot,
  depsLockFilePath: join(repoRoot, 'package-lock.json'),
  runtime: lambda.Runtime.NODEJS_22_X,
  architecture: ARCHITECTURE,
  bundling: bundlingOptions,
} satisfies Partial<nodejs.NodejsFunctionProps>;

/** cdk-nag's L1 asks for the latest runtime; why these functions stay on Node.js 22. */
export const acknowledgeNodeRuntime = (fn: lambda.IFunction): void =>
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions::AwsSolutions-L1',
    reason:
      'Node.js 22 on purpose: the code is tested on Node 20 and 22 and kept Node-20 clean (middy 6, vitest 4); ' +
      'the runtime moves to 24 together with the development toolchain.',
  });

/**
 * Functions whose code loads sharp (the WebP variants of an upload): sharp's build for the function's
 * platform (Linux, arm64, glibc) is copied beside the bundle, at the version the tests ran.
 */
const WITH_SHARP: ReadonlySet<ResourceName> = new Set(['file']);

/**
 * Where that build is installed: `npm install` / `npm ci` run the root `postinstall`, which installs
 * infra-cdk/lambda-sharp (its own lock file) for Linux on arm64. Synthesis only copies it, so `cdk synth`, the
 * infrastructure tests and `npm run lint:templates` download nothing.
 */
export const LAMBDA_SHARP_MODULES = join(repoRoot, 'infra-cdk', 'lambda-sharp', 'node_modules');

const versionOf = (packageDir: string): string =>
  (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

/** The commands that put the Lambda's sharp beside a bundle in `outputDir` (Node's own copy: no shell tools). */
export const sharpCopyCommands = (outputDir: string): string[] => {
  const cpu = ARCHITECTURE === lambda.Architecture.ARM_64 ? 'arm64' : 'x64';
  const binary = join(LAMBDA_SHARP_MODULES, '@img', `sharp-linux-${cpu}`);
  if (!existsSync(binary)) {
    throw new Error(
      `sharp for Linux ${cpu} is missing from ${LAMBDA_SHARP_MODULES}: run \`npm install\` (its postinstall installs it).`,
    );
  }
  const [tested, copied] = [
    versionOf(join(repoRoot, 'node_modules', 'sharp')),
    versionOf(join(LAMBDA_SHARP_MODULES, 'sharp')),
  ];
  if (tested !== copied) {
    throw new Error(
      `infra-cdk/lambda-sharp installs sharp ${copied}, the tests ran ${tested}: set ${tested} in its package.json and run \`npm install\`.`,
    );
  }
  // npm's own record of the folder and its command links are not part of the function.
  const copy =
    'const { cpSync } = require("node:fs"); const { basename } = require("node:path"); ' +
    'cpSync(process.argv[1], process.argv[2], ' +
    '{ recursive: true, filter: (path) => ![".bin", ".package-lock.json"].includes(basename(path)) });';
  return [`node -e '${copy}' "${LAMBDA_SHARP_MODULES}" "${join(outputDir, 'node_modules')}"`];
};

const withSharp = (): nodejs.BundlingOptions => ({
  ...bundlingOptions,
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) => sharpCopyCommands(outputDir),
  },
});

/**
 * A function's log group (`Logs`) and role (`Role`) in `scope`: the role may write to that log group and
 * nothing else yet, with no managed policy, so every other permission is one granted on purpose.
 */
export const functionRole = (
  scope: Construct,
  description: string,
  logRetention: logs.RetentionDays,
): { role: iam.Role; logGroup: logs.LogGroup } => {
  // Kept when the stack is deleted (CloudWatch still expires the events), like the API's access logs.
  const logGroup = new logs.LogGroup(scope, 'Logs', { retention: logRetention });
  const role = new iam.Role(scope, 'Role', {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description,
  });
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
  );
  return { role, logGroup };
};

export class ResourceFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ResourceFunctionProps) {
    super(scope, id);
    const description = `${props.resource}: ${props.access === 'public' ? 'public routes' : 'admin routes'}`;

    ({ role: this.role, logGroup: this.logGroup } = functionRole(
      this,
      `Runs the ${description} function`,
      props.logRetention,
    ));

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      description,
      // The entry the route table names for these routes, as the local server and the publisher run them.
      entry: join(props.functionsDir, `${routeEntry(props)}.ts`),
      ...functionBuild,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: WITH_SHARP.has(props.resource) ? withSharp() : bundlingOptions,
    });
    acknowledgeNodeRuntime(this.function);
  }
}
