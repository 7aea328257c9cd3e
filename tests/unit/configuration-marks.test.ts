import { describe, expect, it } from 'vitest';
import type { StaffConfigItem } from '@vongbi/functions/contract';
import { configurationMark, pagesOfSave } from '@/features/configuration/configuration-marks';
import { scriptJson } from '@/lib/html-escape';

// After a configuration save, the pages to follow: each changed value on the page whose data carries it, looked
// for whole (id, key, label and value as the page writes them), so that a value seen elsewhere does not count.

const item = (configKey: string, value: string, updatedAt: string): StaffConfigItem => ({
  id: configKey.length,
  configKey,
  label: `Nhãn ${configKey}`,
  value,
  updatedAt,
});

const OLD = '2026-11-25T03:00:00.000Z';
const NEW = '2026-11-25T03:04:05.678Z';

describe('configurationMark', () => {
  it('is the item as a page’s data writes it: its four fields in order, without its version, escaped for a script', () => {
    const saved = item('PHONE', '0912 345 678', NEW);
    expect(configurationMark(saved)).toBe('{"id":5,"configKey":"PHONE","label":"Nhãn PHONE","value":"0912 345 678"}');
    const rich = item('ABOUT_US', '<p>Vòng bi “FAG”</p>', NEW);
    expect(configurationMark(rich)).toBe(
      scriptJson({ id: 8, configKey: 'ABOUT_US', label: 'Nhãn ABOUT_US', value: rich.value }),
    );
    expect(configurationMark(rich)).not.toContain('<');
  });
});

describe('pagesOfSave', () => {
  it('follows the changed values only: the home page for what every page shows, their own pages for the page texts', () => {
    const phone = item('PHONE', '0912 345 678', NEW);
    const footer = item('FOOTER_COL1_EMAIL', 'ban-hang@vongbi.vn', NEW);
    const unchanged = item('HOTLINE_2', '0903 000 000', OLD);
    const contact = item('CONTACT_FULL_TEXT', '<p>Liên hệ</p>', NEW);
    const before = new Map<string, string | undefined>([
      ['PHONE', OLD],
      ['FOOTER_COL1_EMAIL', undefined],
      ['HOTLINE_2', OLD],
      ['CONTACT_FULL_TEXT', OLD],
    ]);

    expect(pagesOfSave([phone, footer, unchanged, contact], before)).toEqual([
      { title: 'Cấu hình trang', url: '/', marks: [configurationMark(phone), configurationMark(footer)] },
      { title: 'Trang Liên hệ', url: '/contact', marks: [configurationMark(contact)] },
    ]);
  });

  it('follows the about-us page for its text, and nothing for staff-only values or a save that changed nothing', () => {
    const aboutUs = item('ABOUT_US', '<p>Giới thiệu</p>', NEW);
    expect(pagesOfSave([aboutUs], new Map([['ABOUT_US', OLD]]))).toEqual([
      { title: 'Giới thiệu', url: '/about-us', marks: [configurationMark(aboutUs)] },
    ]);
    expect(pagesOfSave([item('QUOTE_EMAIL', 'a@b.vn', NEW)], new Map([['QUOTE_EMAIL', OLD]]))).toEqual([]);
    expect(pagesOfSave([aboutUs], new Map([['ABOUT_US', NEW]]))).toEqual([]);
  });
});
