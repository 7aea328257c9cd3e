import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import {
  environmentNames,
  environmentsDir,
  parseEnvironment,
  parseEnvironmentFile,
  readConfig,
  readEnvironmentFile,
} from '../../infra-cdk/lib/config';

// The deployment settings: one committed file per environment (infra-cdk/environments/<name>.json), named
// by the command (`-c env=<name>`); the README documents both.

const configOf = (context: Record<string, string>) => readConfig(new App({ context }).node);

describe('environment files', () => {
  it('are committed for production (own domain) and staging, each with a region, an alarm address, a mail sender and a budget', () => {
    expect(environmentNames()).toEqual(['production', 'staging']);
    for (const name of environmentNames()) {
      const raw = JSON.parse(readFileSync(join(environmentsDir, `${name}.json`), 'utf8')) as Record<string, unknown>;
      expect(raw.region, name).toMatch(/^[a-z]{2}-[a-z]+-\d$/);
      expect(raw.alarmEmail, name).toMatch(/@/);
      expect(raw.mailSender, name).toMatch(/@/);
      expect(raw.monthlyBudgetUsd, name).toBeGreaterThan(0);
    }
    expect(readEnvironmentFile('production')).toMatchObject({
      environment: 'production',
      stackPrefix: 'Vongbi',
      region: 'ap-southeast-1',
      domainName: 'www.vongbiviet.vn',
      certificateArn: expect.stringMatching(/^arn:aws:acm:us-east-1:/),
      deletionProtection: true,
    });
    expect(readEnvironmentFile('staging')).toMatchObject({ stackPrefix: 'VongbiStaging', domainName: undefined });
  });

  it('give the configuration of the environment the command names, and one-off context values beside it', () => {
    expect(configOf({ env: 'staging', originSecretRotation: '202611231200' })).toMatchObject({
      environment: 'staging',
      stackPrefix: 'VongbiStaging',
      region: 'ap-southeast-1',
      deletionProtection: false,
      logRetentionDays: 30,
      monthlyBudgetUsd: 10,
      originSecretRotation: '202611231200',
    });
  });

  it('default to the Vongbi stacks, no own domain, deletion protection on and 90 days of logs without one', () => {
    expect(configOf({})).toMatchObject({
      stackPrefix: 'Vongbi',
      domainName: undefined,
      region: undefined,
      deletionProtection: true,
      logRetentionDays: 90,
    });
    expect(configOf({}).siteDir).toMatch(/frontend\/dist$/);
  });

  it('require a region in an environment file, so the cross-region alarm stack has one to refer to', () => {
    expect(() => parseEnvironmentFile('environments/x.json', JSON.stringify({ stackPrefix: 'VongbiTest' }))).toThrow(
      /environments\/x.json: region is required/,
    );
  });

  it('require a mail sender in an environment file, so staff hear of quote requests', () => {
    expect(() => parseEnvironmentFile('environments/x.json', JSON.stringify({ region: 'ap-southeast-1' }))).toThrow(
      /environments\/x.json: mailSender is required/,
    );
  });

  it('refuse an unknown environment, naming the ones there are', () => {
    expect(() => configOf({ env: 'prod' })).toThrow(/No environment "prod": use one of production, staging/);
    expect(() => configOf({ env: '../package' })).toThrow(/No environment/);
  });

  it.each(['domainName', 'certificateArn', 'stackPrefix', 'alarmEmail', 'mailSender', 'deletionProtection'])(
    'refuse %s as a -c value, which could drift from the committed file',
    (key) => {
      expect(() => configOf({ env: 'production', [key]: 'x' })).toThrow(/setting of the environment file/);
    },
  );

  it.each([
    [{ domainName: 'www.vongbiviet.vn' }, /together/],
    [{ domainName: 'www.vongbiviet.vn', certificateArn: 'arn:aws:acm:ap-southeast-1:1:certificate/x' }, /us-east-1/],
    [{ deletionProtection: 'no' }, /true or false/],
    [{ logRetentionDays: 100 }, /retention/],
    [{ stackPrefix: '1-bad prefix' }, /stackPrefix/],
    [{ region: 'Singapore' }, /region/],
    [{ account: '1234' }, /12-digit/],
    [{ alarmEmail: 'nobody' }, /e-mail/],
    [{ mailSender: 'baogia' }, /mailSender/],
    [{ mailSender: 'Vòng bi Việt <baogia@vongbiviet.vn>' }, /no display name/],
    [{ monthlyBudgetUsd: 0 }, /positive/],
    [{ monthlyBudgetUsd: '30' }, /positive/],
    [{ domain: 'www.vongbiviet.vn' }, /unknown setting domain/],
  ])('refuse the file content %j', (values, message) => {
    expect(() => parseEnvironment('environments/x.json', values)).toThrow(message);
  });
});
