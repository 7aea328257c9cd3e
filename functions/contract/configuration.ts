import { CONFIG_KEY } from './configuration-keys';
import { fitsRichHtmlLimit, RICH_HTML_TOO_LONG, updatedAtField } from './fields';
import { messages } from './messages';
import * as z from './zod';

export interface ConfigItem {
  id: number;
  configKey: string;
  label: string;
  value: string;
}

/**
 * A configuration item as staff read it (`GET /api/Configuration/admin`, and the answer of a save): with its
 * version, which a save sends back so it cannot overwrite a change made since the screen was loaded.
 */
export interface StaffConfigItem extends ConfigItem {
  updatedAt: string;
}

/** The addresses of a value that lists e-mail addresses (QUOTE_EMAIL, OWNER_EMAIL), blanks dropped. */
export const emailAddresses = (value: string): string[] =>
  value
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter((address) => address !== '');

const isEmailList = (value: string): boolean =>
  emailAddresses(value).every((address) => address.length <= 254 && z.email().safeParse(address).success);

/** The keys whose value is a list of e-mail addresses the server sends to. */
const EMAIL_LIST_KEYS: readonly string[] = [CONFIG_KEY.QUOTE_EMAIL, CONFIG_KEY.OWNER_EMAIL];

export const configItemInput = z
  .object({
    id: z.unknown().optional(),
    configKey: z
      .string()
      .trim()
      .min(1, messages.required)
      .max(100, 'Tối đa 100 ký tự')
      .regex(/^[A-Za-z0-9_]+$/, 'Chỉ gồm chữ cái không dấu, chữ số và dấu gạch dưới'),
    label: z.string().max(200, 'Tối đa 200 ký tự').optional(),
    // Bytes, not characters: one DynamoDB item holds 400 KB and Vietnamese letters take two or three bytes.
    value: z.string().refine(fitsRichHtmlLimit, RICH_HTML_TOO_LONG),
    // The version the screen loaded (StaffConfigItem.updatedAt). With it, the save of this item is refused
    // (409 STALE) if the item changed since; without it (a new key, the seed), the save simply applies.
    updatedAt: updatedAtField.optional(),
  })
  .refine((item) => !EMAIL_LIST_KEYS.includes(item.configKey) || isEmailList(item.value), {
    message: 'Địa chỉ e-mail không hợp lệ (nhiều địa chỉ cách nhau bởi dấu phẩy)',
    path: ['value'],
  });

/**
 * Items one save may hold: a save is one DynamoDB transaction (at most 100 items), one of which records the
 * change in the configuration's list version, so the public answer can be kept until the next save, and one the
 * save in the audit log. The staff screen saves every key at once; the site has fewer than 50.
 */
export const CONFIG_SAVE_MAX_ITEMS = 98;

export const configurationInput = z
  .array(configItemInput)
  .max(CONFIG_SAVE_MAX_ITEMS, `Tối đa ${CONFIG_SAVE_MAX_ITEMS} mục mỗi lần lưu`)
  .refine((items) => new Set(items.map((item) => item.configKey)).size === items.length, 'Khóa cấu hình bị trùng');

export type ConfigItemInput = z.output<typeof configItemInput>;
