import { createResourceHandler, ok, siteOriginOf } from '#core/http';
import {
  aboutUsPreviewInput,
  articlePreviewInput,
  innerProductPreviewInput,
  outerProductPreviewInput,
  type PagePreview,
} from '#contract/preview';
import { siteAddress } from '#contract/site-addresses';
import { previewArticle } from '#core/services/articles';
import { previewAboutUs } from '#core/services/configuration';
import { previewInnerProduct } from '#core/services/inner-products';
import { previewOuterProduct } from '#core/services/outer-products';
import { publishingStatus } from '#core/services/publishing';
import { parseInput } from '#core/validation';
import { renderPreview } from '../publish/preview';

// "Xem trước": the page an edit screen's unsaved values would publish, rendered by the publisher's renderer
// for the staff member who asked (see publish/preview.ts). Checked like a save (400 for what a save refuses),
// and nothing is written.

// React's server renderer loads its development build unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';

const preview = async (url: string, route: string, path: string | undefined, body: unknown, origin: string) =>
  ok({ url, html: await renderPreview(url, { route, path, body }, origin) } satisfies PagePreview);

export const handler = createResourceHandler('preview', {
  status: async () => ok(await publishingStatus()),
  article: async ({ body, event }) => {
    const { id, ...input } = parseInput(articlePreviewInput, body);
    const article = await previewArticle(input, id);
    return preview(siteAddress.article(article), '/Article/Path', article.articlePath, article, siteOriginOf(event));
  },
  outerProduct: async ({ body, event }) => {
    const { id, ...input } = parseInput(outerProductPreviewInput, body);
    const outer = await previewOuterProduct(input, id);
    const url = siteAddress.outerProduct(outer.namePath);
    return preview(url, '/OuterProduct/GetByPath', outer.namePath, outer, siteOriginOf(event));
  },
  innerProduct: async ({ body, event }) => {
    const { id, ...input } = parseInput(innerProductPreviewInput, body);
    const inner = await previewInnerProduct(input, id);
    const url = siteAddress.innerProduct(inner.outerProductName, inner.namePath);
    return preview(url, '/InnerProduct/GetByPath', inner.namePath, inner, siteOriginOf(event));
  },
  aboutUs: async ({ body, event }) => {
    const { value } = parseInput(aboutUsPreviewInput, body);
    const configuration = await previewAboutUs(value);
    return preview(siteAddress.aboutUs, '/Configuration', undefined, configuration, siteOriginOf(event));
  },
});
