import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../infra-cdk/lib/config';

// The deployment parameters (CDK context values) the README documents.

const configOf = (context: Record<string, string>) => readConfig(new App({ context }).node);

describe('deployment parameters', () => {
  it('defaults to the Vongbi stacks, no own domain, deletion protection on and 90 days of logs', () => {
    expect(configOf({})).toMatchObject({
      stackPrefix: 'Vongbi',
      domainName: undefined,
      certificateArn: undefined,
      deletionProtection: true,
      logRetentionDays: 90,
    });
    expect(configOf({}).siteDir).toMatch(/frontend\/dist$/);
  });

  it('reads the values given with -c on the command line, which arrive as text', () => {
    expect(
      configOf({
        stackPrefix: 'VongbiStaging',
        domainName: 'www.vongbiviet.vn',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        deletionProtection: 'false',
        logRetentionDays: '365',
      }),
    ).toMatchObject({
      stackPrefix: 'VongbiStaging',
      domainName: 'www.vongbiviet.vn',
      deletionProtection: false,
      logRetentionDays: 365,
    });
  });

  it.each([
    [{ domainName: 'www.vongbiviet.vn' }, /together/],
    [{ domainName: 'www.vongbiviet.vn', certificateArn: 'arn:aws:acm:ap-southeast-1:1:certificate/x' }, /us-east-1/],
    [{ deletionProtection: 'no' }, /true or false/],
    [{ logRetentionDays: '100' }, /retention/],
    [{ stackPrefix: '1-bad prefix' }, /stackPrefix/],
  ])('refuses %j', (context, message) => {
    expect(() => configOf(context as Record<string, string>)).toThrow(message);
  });
});
