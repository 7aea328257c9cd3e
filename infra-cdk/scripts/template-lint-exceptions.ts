// The cfn-lint findings `npm run lint:templates` lets pass, each by rule and by resource (a stack, named
// without its environment's prefix, and logical ids in it) with the reason beside it. A rule is never let
// pass for every resource: a finding on a resource not listed here fails, and so does an entry that no
// longer matches any finding, so the list shrinks when cfn-lint or the stacks change.

export type StackName = 'Data' | 'Site' | 'Edge';

export interface TemplateLintException {
  readonly rule: string;
  readonly stack: StackName;
  readonly resources: readonly string[];
  readonly reason: string;
}

/** One cfn-lint finding, as lint-templates.ts reads it from `cfn-lint --format json`. */
export interface TemplateFinding {
  readonly rule: string;
  /** cfn-lint's level: Error, Warning or Informational. */
  readonly level: string;
  readonly environment: string;
  readonly stack: string;
  /** The logical id, for findings inside a resource. */
  readonly resource?: string;
  readonly message: string;
  /** The template file and line. */
  readonly location: string;
}

const CDK_FUNCTION_DEPENDS_ON_ROLE =
  'aws-cdk-lib makes each Lambda function depend on its whole role construct, so that the role’s default ' +
  'policy exists before the function can run; the DependsOn this writes also names the role itself, which ' +
  'the function’s Role GetAtt already orders. Redundant, harmless, and not ours to change: it is written by ' +
  'lambda.Function for our functions and by CDK’s own singleton functions (BucketDeployment, ' +
  'AwsCustomResource, the cross-region reference writer and reader).';

export const templateLintExceptions = [
  {
    rule: 'W3005',
    stack: 'Site',
    resources: [
      'ApiConfigurationPublicFunction138F3FF8',
      'ApiConfigurationAdminFunctionCC33BE4A',
      'ApiAuthPublicFunction8A1B80A8',
      'ApiArticlePublicFunctionD742AFBC',
      'ApiArticleAdminFunctionDE4C2E75',
      'ApiOuterProductPublicFunction429FE49B',
      'ApiOuterProductAdminFunction4E3D82B0',
      'ApiInnerProductPublicFunction695D86BD',
      'ApiInnerProductAdminFunctionF953A1A8',
      'ApiSubscriptionPublicFunctionCE3BFA36',
      'ApiSubscriptionAdminFunction092BA12B',
      'ApiSearchLogPublicFunction125EEEDD',
      'ApiSearchLogAdminFunction312B81CD',
      'ApiQuoteRequestPublicFunction3A7B7764',
      'ApiQuoteRequestAdminFunctionDCF06B78',
      'ApiBuyerQuotesPublicFunctionA7614B15',
      'ApiBannerImagePublicFunction0FAB17C5',
      'ApiBannerImageAdminFunctionBF2ABB5D',
      'ApiVideoPublicFunction6571708F',
      'ApiVideoAdminFunction72602B51',
      'ApiCertificatePublicFunction143D9A95',
      'ApiCertificateAdminFunction96AE2020',
      'ApiFileAdminFunction271AD387',
      'ApiStaffAdminFunctionD4C501F1',
      'ApiAuditAdminFunction6DD53A45',
      'ApiCatalogueAdminFunctionCB280E3A',
      'CatalogueImportWorkerFunction9AB7AB14',
      'ApiRevisionAdminFunction593BE77B',
      'ApiPreviewAdminFunctionA2D02B8C',
      'PublisherFunction1938950E',
      'SearchPagesFunction4A3C9BE5',
      'UnusedFilesSweepFunctionDF22E622',
      'CertificateNoticesFunctionEABA2713',
      'CustomCDKBucketDeployment8693BB64968944B69AAFB0CC9EB8756C512MiB6723FB92',
      'AWS679f53fac002430cb0da5b7982bd22872D164C4C',
      'CustomCrossRegionExportWriterCustomResourceProviderHandlerD8786E8A',
    ],
    reason: CDK_FUNCTION_DEPENDS_ON_ROLE,
  },
  {
    rule: 'W3005',
    stack: 'Edge',
    resources: ['CustomCrossRegionExportReaderCustomResourceProviderHandler46647B68'],
    reason: CDK_FUNCTION_DEPENDS_ON_ROLE,
  },
] as const satisfies readonly TemplateLintException[];

const key = (rule: string, stack: string, resource: string) => `${rule} ${stack}/${resource}`;

/**
 * Splits the findings into those an exception covers and the failures, and names the exceptions (as
 * `rule stack/resource`) that matched none of them.
 */
export const applyExceptions = (
  findings: readonly TemplateFinding[],
  exceptions: readonly TemplateLintException[],
): { failures: TemplateFinding[]; excepted: TemplateFinding[]; unused: string[] } => {
  const unmatched = new Set(
    exceptions.flatMap(({ rule, stack, resources }) => resources.map((resource) => key(rule, stack, resource))),
  );
  const listed = new Set(unmatched);
  const failures: TemplateFinding[] = [];
  const excepted: TemplateFinding[] = [];
  for (const finding of findings) {
    const found = finding.resource === undefined ? undefined : key(finding.rule, finding.stack, finding.resource);
    if (found !== undefined && listed.has(found)) {
      excepted.push(finding);
      unmatched.delete(found);
    } else {
      failures.push(finding);
    }
  }
  return { failures, excepted, unused: [...unmatched] };
};
