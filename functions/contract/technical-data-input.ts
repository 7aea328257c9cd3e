import {
  AVAILABILITY_STATUS_MESSAGE,
  AVAILABILITY_STATUSES,
  checkedTechnicalValue,
  isCalendarDate,
  readTechnicalValue,
  type Availability,
  type TechnicalField,
} from './technical-data';
import * as z from './zod';

// The schemas of a product's technical data and availability in a request (inner-product.ts), apart from
// technical-data.ts, which the public pages read without the schema library.

/**
 * A technical value: a number, or the text of a form or a spreadsheet cell; null, missing or blank is none. A JSON
 * number is unambiguous (1.25 is never 1250), so only text is read.
 */
export const technicalField = (field: TechnicalField) =>
  z
    .union([z.number(), z.string()], { error: 'Không phải là số' })
    .nullish()
    .transform((input, context): number | null => {
      if (input == null || (typeof input === 'string' && input.trim() === '')) return null;
      const reading =
        typeof input === 'number' ? checkedTechnicalValue(field, input) : readTechnicalValue(field, input);
      if ('error' in reading) {
        context.addIssue({ code: 'custom', message: reading.error });
        return z.NEVER;
      }
      return reading.value;
    });

export const technicalDataInput = {
  dynamicLoadKn: technicalField('dynamicLoadKn'),
  staticLoadKn: technicalField('staticLoadKn'),
  referenceSpeedRpm: technicalField('referenceSpeedRpm'),
  limitingSpeedRpm: technicalField('limitingSpeedRpm'),
  massKg: technicalField('massKg'),
};

export const availabilityInput = z
  .object({
    status: z.enum(AVAILABILITY_STATUSES, { error: AVAILABILITY_STATUS_MESSAGE }),
    checkedAt: z.string().refine(isCalendarDate, 'Ngày kiểm tra không hợp lệ (YYYY-MM-DD)'),
  })
  .nullish()
  .transform((value): Availability | null => value ?? null);
