import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { routes } from '@vongbi/functions/routes';
import { bundlingOptions } from '../../infra-cdk/lib/constructs/resource-function';

// Cold start per deployed function: each handler bundled as CDK bundles it (the same esbuild options, read
// from the construct), its minified size, and the median time a fresh `node` process takes to import it;
// beside the floor, an empty handler that only creates the DynamoDB document client, bundled the same way.
// The public and admin functions of a resource run one bundle today (infra-cdk api.ts); the public routes of
// the resources with admin-only dependencies also have an entry of their own, measured beside it.
// COLD_START_RUNS sets the number of processes per bundle (default 10).

const RUNS = Number(process.env.COLD_START_RUNS ?? 10);
const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'functions');

const FLOOR_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => ({ statusCode: 200, body: String(Boolean(client)) });
`;

/** The construct's NodejsFunction options as the esbuild options CDK passes for them. */
const esbuildOptions = (): BuildOptions => ({
  bundle: true,
  platform: 'node',
  format: bundlingOptions.format === 'esm' ? 'esm' : 'cjs',
  target: bundlingOptions.target,
  mainFields: bundlingOptions.mainFields,
  banner: bundlingOptions.banner ? { js: bundlingOptions.banner } : undefined,
  external: bundlingOptions.externalModules,
  minify: bundlingOptions.minify,
  sourcemap: bundlingOptions.sourceMap ? 'external' : false,
  sourcesContent: bundlingOptions.sourcesContent,
  charset: bundlingOptions.charset === 'utf8' ? 'utf8' : undefined,
  logLevel: 'error',
  metafile: true,
});

interface Bundle {
  file: string;
  bytes: number;
  /** Bytes per package in the output, largest first. */
  packages: [string, number][];
}

/** Bundles a handler module, or source text resolved from the functions folder. */
const bundle = async (entry: string | { source: string }, outDir: string): Promise<Bundle> => {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'index.mjs');
  const input: BuildOptions =
    typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.source, resolveDir: functionsDir, loader: 'ts', sourcefile: 'floor.ts' } };
  const result = await build({ ...esbuildOptions(), ...input, outfile: file });
  const inputs =
    result.metafile!.outputs[Object.keys(result.metafile!.outputs).find((name) => name.endsWith('.mjs'))!]!.inputs;
  const byPackage = new Map<string, number>();
  for (const [path, input] of Object.entries(inputs)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? 'own code';
    byPackage.set(name, (byPackage.get(name) ?? 0) + input.bytesInOutput);
  }
  return { file, bytes: statSync(file).size, packages: [...byPackage].sort((a, b) => b[1] - a[1]) };
};

/** Milliseconds a fresh process spends importing the bundle, as the Lambda runtime does at init. */
const importTime = (file: string): number => {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'ap-southeast-1',
      TABLE_NAME: 'bench',
      NODE_OPTIONS: '--enable-source-maps',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    encoding: 'utf8',
  });
  return Number(output.trim());
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface ImportTimes {
  median: number;
  min: number;
  max: number;
  /** Median over the rounds of this bundle's time ÷ the floor's time in the same round. */
  ratio: number;
}

/**
 * Import times of every bundle (the floor first), in rounds that take each bundle once, so that a busy
 * moment of the machine weighs on all of them alike; the ratio to the floor is taken within each round. A
 * first round (not counted) warms the file cache, as a cold start finds it.
 */
const measure = (files: string[]): ImportTimes[] => {
  for (const file of files) importTime(file);
  const times = files.map((): number[] => []);
  for (let round = 0; round < RUNS; round++) files.forEach((file, index) => times[index]!.push(importTime(file)));
  return times.map((values) => ({
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    ratio: median(values.map((value, round) => value / times[0]![round]!)),
  }));
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const main = async () => {
  const workDir = mkdtempSync(join(tmpdir(), 'vongbi-cold-start-'));
  try {
    const floor = await bundle({ source: FLOOR_SOURCE }, join(workDir, 'floor'));
    // Every function folder's handler.ts (what CDK deploys today, for both functions of an API resource, and
    // for functions outside the API such as the publisher) and, where a resource has one, its public.ts: the
    // public routes alone, the public function's own entry.
    const folders = readdirSync(functionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(functionsDir, entry.name, 'handler.ts')))
      .map((entry) => entry.name)
      .sort();
    const entries = folders.flatMap((folder) => {
      const fns = ['public', 'admin'].filter((access) =>
        routes.some((route) => route.resource === folder && route.access === access),
      );
      const own = {
        label: `${folder}/handler.ts (${fns.length > 0 ? fns.join(' + ') : 'not an API route'})`,
        file: join(functionsDir, folder, 'handler.ts'),
      };
      const publicEntry = join(functionsDir, folder, 'public.ts');
      return existsSync(publicEntry) ? [own, { label: `${folder}/public.ts (public)`, file: publicEntry }] : [own];
    });
    const bundles: Bundle[] = [];
    for (const [index, entry] of entries.entries())
      bundles.push(await bundle(entry.file, join(workDir, String(index))));
    const [floorTime, ...times] = measure([floor.file, ...bundles.map((built) => built.file)]);

    const rows = [
      `| floor: empty handler + DynamoDB document client | ${kb(floor.bytes)} | 1.0 × | ${floorTime!.median.toFixed(0)} (${floorTime!.min.toFixed(0)}–${floorTime!.max.toFixed(0)}) | 1.0 × | |`,
    ];
    console.log(rows[0]);
    for (const [index, entry] of entries.entries()) {
      const built = bundles[index]!;
      const time = times[index]!;
      const beyondFloor = built.packages
        .map(([name, bytes]): [string, number] => [
          name,
          bytes - (floor.packages.find(([floorName]) => floorName === name)?.[1] ?? 0),
        ])
        .filter(([, bytes]) => bytes > 8 * 1024)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(', ');
      rows.push(
        `| ${entry.label} | ${kb(built.bytes)} | ${(built.bytes / floor.bytes).toFixed(2)} × | ` +
          `${time.median.toFixed(0)} (${time.min.toFixed(0)}–${time.max.toFixed(0)}) | ${time.ratio.toFixed(2)} × | ${beyondFloor} |`,
      );
      console.log(rows.at(-1));
    }

    console.log(
      `\nImport time: median (min–max) of ${RUNS} fresh node processes, milliseconds; ÷ floor: the median of the ratios within each round. Target ≤ 1.5 × floor on both.`,
    );
    console.log('| function bundle | minified size | ÷ floor | import ms | ÷ floor | beyond the floor (> 8 KB) |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};

await main();
