import { describe, expect, it } from 'vitest';
import {
  applyExceptions,
  type TemplateFinding,
  type TemplateLintException,
} from '../../infra-cdk/scripts/template-lint-exceptions';

const finding = (rule: string, stack: string, resource: string | undefined): TemplateFinding => ({
  rule,
  level: rule.startsWith('E') ? 'Error' : 'Warning',
  environment: 'staging',
  stack,
  resource,
  message: 'a finding',
  location: 'infra-cdk/cdk.out/lint-templates/staging/VongbiStaging-Site.template.json:1',
});

const exceptions: TemplateLintException[] = [
  { rule: 'W3005', stack: 'Site', resources: ['FunctionA', 'FunctionB'], reason: 'made by CDK' },
];

describe('cfn-lint exceptions', () => {
  it('let pass only the listed rule on the listed resources of the listed stack', () => {
    const listed = [finding('W3005', 'Site', 'FunctionA'), finding('W3005', 'Site', 'FunctionB')];
    const others = [
      finding('W3005', 'Site', 'FunctionC'),
      finding('W3005', 'Edge', 'FunctionA'),
      finding('E3002', 'Site', 'FunctionA'),
      finding('W3005', 'Site', undefined),
    ];

    const { failures, excepted, unused } = applyExceptions([...listed, ...others], exceptions);

    expect(excepted).toEqual(listed);
    expect(failures).toEqual(others);
    expect(unused).toEqual([]);
  });

  it('cover the same resource in every environment', () => {
    const both = [
      finding('W3005', 'Site', 'FunctionA'),
      { ...finding('W3005', 'Site', 'FunctionA'), environment: 'production' },
    ];

    const { failures, excepted } = applyExceptions([...both, finding('W3005', 'Site', 'FunctionB')], exceptions);

    expect(excepted).toHaveLength(3);
    expect(failures).toEqual([]);
  });

  it('name an exception that no finding needs any more', () => {
    const { failures, unused } = applyExceptions([finding('W3005', 'Site', 'FunctionA')], exceptions);

    expect(failures).toEqual([]);
    expect(unused).toEqual(['W3005 Site/FunctionB']);
  });
});
