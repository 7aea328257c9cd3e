import { Validations, type Stack } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';

// CloudFront adds this header to every request it sends the API; the handlers refuse requests without
// it, so the execute-api URL cannot be called around CloudFront (its caching, headers and viewer address).
// Secrets Manager generates the value; it reaches CloudFront and Lambda as a dynamic reference resolved
// at deploy time, so it is never in the template or cdk.out.
//
// Like every class in site-parts/, it creates its resources in the stack's own scope (not as a child
// construct), so their logical ids stay those they were first deployed with: a Construct would prefix them
// with its id and CloudFormation would replace the resources. Hence plain classes, kept apart from the
// Constructs in constructs/, which own a scope.

export class OriginSecret {
  /** The secret's value as a deploy-time dynamic reference, for CloudFront's header and the functions. */
  readonly value: string;

  constructor(stack: Stack) {
    const secret = new secretsmanager.Secret(stack, 'OriginVerifySecret', {
      description: 'Value of the header CloudFront adds to API requests; functions refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        'Shared only by CloudFront and the functions, both of which read it at deploy time: rotating means a ' +
        'new value plus a deploy with a new originSecretRotation marker, so both change together (README).',
    });
    this.value = secret.secretValue.unsafeUnwrap();
  }
}
