import * as z from '#contract/zod';
import { validationError, type HttpError } from './errors';

/** Turns a schema failure into the contract's 400 with one message per field path. */
export const toValidationError = (error: z.ZodError): HttpError => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= issue.message;
  }
  return validationError(fields);
};

/** Parses input with a schema, answering 400 VALIDATION with per-field messages when it does not fit. */
export const parseInput = <T extends z.ZodType>(schema: T, input: unknown): z.output<T> => {
  const result = schema.safeParse(input);
  if (!result.success) throw toValidationError(result.error);
  return result.data;
};
