import multipartBodyParser from '@middy/http-multipart-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tooLarge, unsupportedMedia, validationError } from './errors';
import { MAX_IMAGE_BYTES } from '#contract/file';

// Multipart bodies (POST /api/File, the one route that takes them) are parsed by @middy/http-multipart-body-parser
// (@fastify/busboy), with base64 bodies decoded, size and count limits, and a strict structural check in front of it.
//
// Why the check: on some malformed bodies that parser (6.4.5 with @fastify/busboy 3.2.0) never settles or
// throws outside its promise. A truncated body fails an open file part with an 'error' event nobody listens
// to; a part whose header block never ends before the next boundary leaves busboy waiting forever; a field
// part without a name makes the middy code call `.match` on undefined in an event handler. The first and the
// last are uncaught exceptions, which end a Lambda process; the second holds the invocation to its timeout.
// Browsers and HTTP clients always send the well-formed shape checked here, so nothing real is refused.

/** How big a route's multipart body and its parts may be. */
export interface MultipartLimits {
  /** The largest file part. */
  fileBytes: number;
  /** Parts in all, files and fields. */
  parts: number;
  /** The largest field part (text). */
  fieldBytes: number;
  /** The whole body: its file plus part headers, fields and boundaries. */
  bodyBytes: number;
}

/** POST /api/File: one image of at most MAX_IMAGE_BYTES. */
export const IMAGE_UPLOAD_LIMITS: MultipartLimits = {
  fileBytes: MAX_IMAGE_BYTES,
  parts: 4,
  fieldBytes: 8 * 1024,
  bodyBytes: MAX_IMAGE_BYTES + 64 * 1024,
};
/** The upload route's body limit. */
export const MULTIPART_BODY_LIMIT = IMAGE_UPLOAD_LIMITS.bodyBytes;
const MAX_HEADER_BLOCK = 8 * 1024;
const MAX_HEADERS_PER_PART = 8;
const PARSE_TIMEOUT_MS = 5_000;

/** One file part of a multipart body; `fileName` is the client's, untrusted. */
export interface UploadedPart {
  fieldName: string;
  fileName: string;
  /** The type the client declared: informative only, never trusted. */
  mimeType: string;
  content: Buffer;
}

export interface MultipartBody {
  files: UploadedPart[];
  /** Names of the plain (non-file) fields that came with it. */
  fieldNames: string[];
  /** The plain fields' values (the last one of a name sent twice). */
  fields: Record<string, string>;
}

const malformed = () => validationError({ file: 'Dữ liệu multipart không hợp lệ' });

const BOUNDARY_PARAMETER = /^multipart\/form-data[ \t]*;(?:[^;]*;)*?[ \t]*boundary=(?:"([^"]*)"|([^;\s]*))/i;
// The boundary characters the middy parser accepts (what browsers and common clients use).
const BOUNDARY = /^[a-zA-Z0-9-]{1,70}$/;

/** The boundary of a multipart Content-Type, quoted or not, or undefined when there is none the parser takes. */
const boundaryOf = (contentType: string): string | undefined => {
  const match = BOUNDARY_PARAMETER.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && BOUNDARY.test(boundary) ? boundary : undefined;
};
const HEADER_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[ \t]*[^\r\n]*$/;
// `form-data` with quoted name/filename parameters and optionally an RFC 5987 `filename*`, as browsers send.
const CONTENT_DISPOSITION =
  /^content-disposition:[ \t]*form-data(?:[ \t]*;[ \t]*(?:(?:name|filename)="[^"\r\n]*"|filename\*=[^;\r\n]*))+[ \t]*$/i;
const NAME_PARAMETER = /;[ \t]*name="[^"\r\n]+"/i;

/**
 * The body as browsers send it: `--B CRLF headers CRLF CRLF content CRLF --B …`, ended by `CRLF --B--` and at
 * most a CRLF; each part with one `Content-Disposition: form-data; name="…"` and a bounded header block.
 */
export const isWellFormedMultipart = (
  body: Buffer,
  boundary: string,
  maxParts = IMAGE_UPLOAD_LIMITS.parts,
): boolean => {
  const delimiter = `--${boundary}`;
  const next = `\r\n${delimiter}`;
  if (!body.subarray(0, delimiter.length + 2).equals(Buffer.from(`${delimiter}\r\n`, 'latin1'))) return false;
  let position = delimiter.length + 2;
  for (let parts = 1; parts <= maxParts; parts++) {
    const end = body.indexOf(next, position, 'latin1');
    if (end < 0) return false;
    if (!isWellFormedPart(body.subarray(position, end))) return false;
    const after = body.subarray(end + next.length, end + next.length + 2).toString('latin1');
    if (after === '--') {
      const epilogue = body.subarray(end + next.length + 2).toString('latin1');
      return epilogue === '' || epilogue === '\r\n';
    }
    if (after !== '\r\n') return false;
    position = end + next.length + 2;
  }
  return false;
};

const isWellFormedPart = (part: Buffer): boolean => {
  const headerEnd = part.indexOf('\r\n\r\n', 0, 'latin1');
  if (headerEnd <= 0 || headerEnd > MAX_HEADER_BLOCK) return false;
  const lines = part.subarray(0, headerEnd).toString('latin1').split('\r\n');
  if (lines.length > MAX_HEADERS_PER_PART || !lines.every((line) => HEADER_LINE.test(line))) return false;
  const dispositions = lines.filter((line) => /^content-disposition:/i.test(line));
  return (
    dispositions.length === 1 && CONTENT_DISPOSITION.test(dispositions[0]!) && NAME_PARAMETER.test(dispositions[0]!)
  );
};

// Limits make busboy stop early: a file past its limit is cut and flagged `truncated` (413), and a second file is
// still read (files: 2) so "exactly one file" can be checked rather than silently enforced.
const createParser = (limits: MultipartLimits) =>
  multipartBodyParser({
    // Without base64, a multipart body string holds one byte per character (latin1), never UTF-8 text.
    charset: 'binary',
    busboy: {
      limits: {
        fileSize: limits.fileBytes,
        files: 2,
        fields: limits.parts,
        parts: limits.parts,
        fieldSize: limits.fieldBytes,
        headerPairs: MAX_HEADERS_PER_PART,
      },
    },
  });
type MiddyParser = ReturnType<typeof createParser>;
const parsers = new Map<MultipartLimits, MiddyParser>();
const parserFor = (limits: MultipartLimits): MiddyParser => {
  let parser = parsers.get(limits);
  if (!parser) parsers.set(limits, (parser = createParser(limits)));
  return parser;
};

type MiddyRequest = Parameters<NonNullable<MiddyParser['before']>>[0];

interface ParsedAttachment {
  filename?: string;
  mimetype?: string;
  content: Buffer;
  truncated?: boolean;
}

const isAttachment = (value: unknown): value is ParsedAttachment =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as ParsedAttachment).content);

/** The middy parser's output (`{field: attachment | attachment[] | string | string[]}`) as a flat list of parts. */
const toMultipartBody = (parsed: Record<string, unknown>): MultipartBody => {
  const files: UploadedPart[] = [];
  const fieldNames: string[] = [];
  const fields: Record<string, string> = {};
  for (const [fieldName, value] of Object.entries(parsed)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (!isAttachment(part)) {
        fieldNames.push(fieldName);
        fields[fieldName] = String(part);
        continue;
      }
      if (part.truncated) throw tooLarge();
      files.push({ fieldName, fileName: part.filename ?? '', mimeType: part.mimetype ?? '', content: part.content });
    }
  }
  return { files, fieldNames, fields };
};

/** Insurance against a parser that never settles: the invocation answers 400 instead of running to its timeout. */
const withDeadline = async <T>(work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(malformed()), PARSE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Parses the multipart body of an API Gateway event (base64 or latin1 string). 413 over the size limits,
 * 415 for a content type without a usable boundary, 400 for a malformed body. The event is not changed.
 */
export const parseMultipartEvent = async (
  event: APIGatewayProxyEventV2,
  contentType: string,
  limits: MultipartLimits = IMAGE_UPLOAD_LIMITS,
): Promise<MultipartBody> => {
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'latin1');
  if (body.length > limits.bodyBytes) throw tooLarge();
  const boundary = boundaryOf(contentType);
  if (!boundary) throw unsupportedMedia();
  if (!isWellFormedMultipart(body, boundary, limits.parts)) throw malformed();

  // The middy middleware replaces `event.body` with its result: give it a copy of the event, with the
  // Content-Type in the one spelling its pattern accepts (`boundary="…"` and `;boundary=` are valid too).
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const scratch = { event: { ...event, headers } } as unknown as MiddyRequest;
  try {
    await withDeadline(Promise.resolve(parserFor(limits).before!(scratch)));
  } catch {
    throw malformed();
  }
  return toMultipartBody(scratch.event.body as unknown as Record<string, unknown>);
};
