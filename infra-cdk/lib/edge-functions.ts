// The CloudFront Functions (cloudfront-js-2.0) of the behaviours. Plain JavaScript source, kept here as strings
// so the tests can run exactly the code CloudFront runs.

import { BROWSER_RENDERED_PATH } from '@vongbi/functions/contract/site-addresses';
import {
  MOVED_CACHE_CONTROL,
  MOVED_VALUE_PREFIX,
  NOT_FOUND_PAGE_KEY,
  PAGE_STATUS_METADATA,
  PAGES_PREFIX,
  PUBLISHED_QUERY,
} from '@vongbi/functions/core/published-pages';
import { UPLOADS_PREFIX } from '@vongbi/functions/core/models/file';
import { SITE_ROOT_FILE_EXTENSIONS } from '@vongbi/functions/core/site-headers';

/** The module a CloudFront Function imports its KeyValueStore helper from; the first line of its code. */
export const KVS_IMPORT = "import cf from 'cloudfront';";

/**
 * Default behaviour (site bucket), viewer request: which object answers a URL. The build's own files
 * (anything under /assets/, files at the root with a static-file extension) are served as they are; paths
 * rendered in the browser (/search, /admin, /admin-login) get the app shell; every other URL is a published
 * page when the KeyValueStore (written by the publisher) holds its key with the page's key as value, a moved
 * page when its value is `301 <new URL>` (answered 301 there, the request's query string kept), and the
 * not-found page otherwise, which the viewer-response function below answers with 404. The same decision as
 * `isSiteBuildFile`, `isBrowserRenderedPath` (functions/contract), `publishedUrl` and `pageKey` (functions/core), which the tests
 * check on a list of URLs. Should the store itself fail, the app shell renders the URL in the browser.
 * Done here rather than with distribution-wide error responses, which would also rewrite the API's own 404s.
 */
export const publishedPageCode = `${KVS_IMPORT}

var pages = cf.kvs();
var ROOT_FILE = /^\\/[^\\/]+\\.(${SITE_ROOT_FILE_EXTENSIONS.join('|')})$/i;
var BROWSER_RENDERED = /${BROWSER_RENDERED_PATH.source}/;
var PUBLISHED_QUERY = ${JSON.stringify(PUBLISHED_QUERY)};
var MOVED = ${JSON.stringify(MOVED_VALUE_PREFIX)};
var MOVED_CACHE = ${JSON.stringify(MOVED_CACHE_CONTROL)};

function queryValue(querystring, name) {
  var parameter = querystring && querystring[name];
  if (!parameter) return null;
  try {
    return decodeURIComponent(parameter.value.replace(/\\+/g, ' '));
  } catch (e) {
    return parameter.value;
  }
}

function publishedUrl(path, querystring) {
  var trimmed = path.length > 1 ? path.replace(/\\/+$/, '') || '/' : path;
  var varies = Object.prototype.hasOwnProperty.call(PUBLISHED_QUERY, trimmed) ? PUBLISHED_QUERY[trimmed] : null;
  var value = varies ? queryValue(querystring, varies.name) : null;
  if (!varies || value === null) return trimmed;
  return varies.values.indexOf(value) !== -1 ? trimmed + '?' + varies.name + '=' + value : null;
}

function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var parameter = querystring[name];
    var values = parameter.multiValue && parameter.multiValue.length ? parameter.multiValue : [parameter];
    for (var i = 0; i < values.length; i++) parts.push(name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}

// get() fails both for a key the store does not hold and when the store cannot answer: exists() tells them apart.
async function valueOf(url) {
  try {
    return await pages.get(url);
  } catch (e) {
    if (await pages.exists(url)) throw e;
    return null;
  }
}

function pageKey(url) {
  var parts = url.split('?');
  var base = parts[0] === '/' ? '/index' : parts[0];
  var variant = parts.length > 1 ? '.' + parts[1].replace('=', '-') : '';
  return '${PAGES_PREFIX}' + base.slice(1) + variant + '.html';
}

async function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/assets/') === 0 || ROOT_FILE.test(uri)) return request;
  if (BROWSER_RENDERED.test(uri)) {
    request.uri = '/index.html';
    return request;
  }
  var url = publishedUrl(uri, request.querystring);
  var value = null;
  try {
    if (url !== null) value = await valueOf(url);
  } catch (e) {
    request.uri = '/index.html';
    return request;
  }
  if (value !== null && value.indexOf(MOVED) === 0) {
    var to = value.slice(MOVED.length);
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: to.indexOf('?') === -1 ? to + queryString(request.querystring) : to },
        'cache-control': { value: MOVED_CACHE },
      },
    };
  }
  request.uri = '/' + (value !== null ? pageKey(url) : '${NOT_FOUND_PAGE_KEY}');
  return request;
}
`;

/** The response header S3 sends for the not-found page's status metadata (`x-amz-meta-page-status`). */
export const PAGE_STATUS_HEADER = `x-amz-meta-${PAGE_STATUS_METADATA}`;

/**
 * Default behaviour, viewer response: the not-found page is one object, cached once under its own key, that
 * carries `x-amz-meta-page-status: 404`; this turns that into the status visitors and crawlers see and drops
 * the header. Only on a 200: a 304 revalidation stays a 304.
 */
export const pageStatusCode = `
function handler(event) {
  var response = event.response;
  var status = response.headers['${PAGE_STATUS_HEADER}'];
  if (status) {
    delete response.headers['${PAGE_STATUS_HEADER}'];
    if (status.value === '404' && response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
  }
  return response;
}
`;

/**
 * /static/* (files bucket): objects are stored under their key without the /static prefix
 * (`/static/files/2026/11/a.webp` is the object `files/2026/11/a.webp`), as the local server maps them.
 * Only uploads (files/) are the site's: anything else the bucket keeps (a catalogue import's file) is 404 here, as
 * are folder-like paths, so they never reach S3 as a listing request.
 */
export const staticPathCode = `
function handler(event) {
  var request = event.request;
  var key = request.uri.substring('/static'.length);
  if (key.indexOf('/${UPLOADS_PREFIX}') !== 0 || key.charAt(key.length - 1) === '/') {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  request.uri = key;
  return request;
}
`;

/**
 * /api/*: CloudFront sends API Gateway its own host name (the viewer's Host would not route), so the
 * handlers' own-origin check would see execute-api's host. This copies the host the visitor actually
 * asked for into X-Forwarded-Host, replacing anything the visitor sent under that name, so it cannot be
 * spoofed. X-Forwarded-Proto comes from API Gateway (https; CloudFront allows HTTPS only).
 */
export const apiForwardedHostCode = `
function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}
`;
