import * as z from './zod';

// The JSON bodies of the catalogue import's two writes, as the server checks them. Apart from catalogue-import.ts,
// so the import screen's chunk carries no zod.

/** POST /api/catalogue/import/upload. Whether the name and size are ones an import takes is the service's call. */
export const importUploadInput = z.object({
  fileName: z.string().trim().min(1).max(255),
  size: z.number().int().min(1, 'Tệp rỗng'),
});

/** POST /api/catalogue/import. */
export const importInput = z.object({
  upload: z.string().max(200),
  fileName: z.string().max(255).optional(),
  dryRun: z.boolean(),
  allOrNothing: z.boolean().default(false),
  createOuterProducts: z.boolean().default(false),
  // A ColumnMapping, checked against the file's headers by the import (core/rules/catalogue-sheet.ts).
  mapping: z.unknown().optional(),
});

export type ImportInput = z.output<typeof importInput>;
