import { createRequire } from 'node:module';
import { Aspects, CfnResource, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

// cdk-nag reports IAM4 and IAM5 per finding (`AwsSolutions-IAM5[Action::s3:List*]`), and an
// acknowledgement must name each finding exactly. For a helper whose policy CDK writes (BucketDeployment's
// handler), the findings depend on logical ids and the bootstrap bucket's name; this runs cdk-nag's own rule
// on the helper's resources at synthesis and acknowledges exactly what it finds there, with one reason.

type NagRule = (node: CfnResource) => unknown;

const require = createRequire(import.meta.url);
const loadRule = (name: string): NagRule => (require(`cdk-nag/lib/rules/iam/${name}`) as { default: NagRule }).default;

const RULES = {
  'AwsSolutions-IAM4': loadRule('IAMNoManagedPolicies'),
  'AwsSolutions-IAM5': loadRule('IAMNoWildcardPermissions'),
} as const;

/** Acknowledges every granular finding of `ruleId` on the CloudFormation resources under `scope`. */
export const acknowledgeEachFinding = (scope: IConstruct, ruleId: keyof typeof RULES, reason: string): void => {
  Aspects.of(scope).add({
    visit: (node) => {
      if (!(node instanceof CfnResource)) return;
      const findings = RULES[ruleId](node);
      if (!Array.isArray(findings)) return;
      for (const finding of findings as string[]) {
        Validations.of(node).acknowledge({ id: `AwsSolutions::${ruleId}[${finding}]`, reason });
      }
    },
  });
};
