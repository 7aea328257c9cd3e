// The CloudFront Functions (viewer request, cloudfront-js-2.0) of the three behaviours. Plain JavaScript
// source, kept here as strings so the tests can run exactly the code CloudFront runs.

import { SITE_ROOT_FILE_EXTENSIONS } from '@vongbi/functions/core/site-headers';

/**
 * Default behaviour (site bucket): every path is a client-side route of the single-page app and gets the app
 * shell, except the build's own files: anything under /assets/ (Vite's fingerprinted output) and files at the
 * root with a static-file extension (favicon.svg, robots.txt, index.html…). A dot elsewhere is part of a
 * route (`/search/6205.2RS`, a product path), not a file name. Done here rather than with distribution-wide
 * error responses, which would also turn the API's own 404s into index.html. A missing build file stays a
 * real 404.
 */

export const spaFallbackCode = `
var ROOT_FILE = /^\\/[^\\/]+\\.(${SITE_ROOT_FILE_EXTENSIONS.join('|')})$/i;
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/assets/') !== 0 && !ROOT_FILE.test(uri)) {
    request.uri = '/index.html';
  }
  return request;
}
`;

/**
 * /static/* (files bucket): objects are stored under their key without the /static prefix
 * (`/static/files/2026/11/a.webp` is the object `files/2026/11/a.webp`), as the local server maps them.
 * Folder-like paths are answered 404 here, so they never reach S3 as a listing request.
 */
export const staticPathCode = `
function handler(event) {
  var request = event.request;
  var key = request.uri.substring('/static'.length);
  if (key.length < 2 || key.charAt(key.length - 1) === '/') {
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
