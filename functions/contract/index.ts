// The API's shapes as both sides see them: request schemas and response types, error codes and their
// Vietnamese messages, the path slug rule. Plain TypeScript and zod only (no SDK, env or Node), so the
// browser can import it; a changed shape breaks the build of the functions and of the frontend alike.

export * from './article';
export * from './audit';
export * from './audit-query';
export * from './auth';
export * from './banner-image';
export * from './bearing-dimensions';
export * from './buyer-quotes';
export * from './catalogue-import';
export * from './certificate';
export * from './certificate-input';
export * from './configuration';
export * from './designation';
export * from './fields';
export * from './file';
export * from './files-usage';
export * from './image-variants';
export * from './inner-product';
export * from './messages';
export * from './outer-product';
export * from './preview';
export * from './quote-request';
export * from './revisions';
export * from './search-log';
export * from './site-addresses';
export * from './staff';
export * from './subscription';
export * from './text';
export * from './video';
