import { describe, expect, it } from 'vitest';
import { normalizeVietnamesePhone } from '@vongbi/functions/contract/quote-request';
import { encodedWords, toEml } from '@vongbi/functions/core/mail-outbox';
import { formatPhone } from '../../frontend/src/features/quotes/quote-status';

describe('normalizeVietnamesePhone', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['091.234.5678', '0912345678'],
    ['091-234-5678', '0912345678'],
    ['+84912345678', '0912345678'],
    ['+84 91 234 5678', '0912345678'],
    ['84912345678', '0912345678'],
    ['\u00a00912 345 678\t', '0912345678'],
    ['0387654321', '0387654321'],
    ['070 123 4567', '0701234567'],
  ])('reads %j as %j', (input, phone) => {
    expect(normalizeVietnamesePhone(input)).toBe(phone);
  });

  it.each([
    ['024 3826 1234', '02438261234', 'Hà Nội'],
    ['028.3829.5555', '02838295555', 'TP. Hồ Chí Minh'],
    ['0236 382 1234', '02363821234', 'Đà Nẵng'],
    ['0225-384-2222', '02253842222', 'Hải Phòng'],
    ['0274 382 2222', '02743822222', 'Bình Dương'],
    ['0251 3822 222', '02513822222', 'Đồng Nai'],
    ['0292 382 1111', '02923821111', 'Cần Thơ'],
    ['0203 382 5555', '02033825555', 'Quảng Ninh'],
    ['+84 24 3826 1234', '02438261234', 'Hà Nội written +84'],
    ['84 236 382 1234', '02363821234', 'Đà Nẵng written 84'],
  ])('reads the landline %j as %j (%s)', (input, phone) => {
    expect(normalizeVietnamesePhone(input)).toBe(phone);
  });

  it.each([
    '',
    '091234567',
    '09123456789',
    '1912345678',
    '+840912345678',
    '+8491234567',
    '0912-345-67a',
    '(091)2345678',
    '+ 84912345678x',
    // 10 digits that are no mobile: no mobile begins with 01, 02, 04 or 06.
    '0123456789',
    '0412345678',
    '0612345678',
    // 11 digits that are no landline: no area code 0217, 0223, 0230, 0250 or 0295 exists, and mobiles have 10.
    '0217 382 1234',
    '0223 382 1234',
    '0230 382 1234',
    '0250 382 1234',
    '0295 382 1234',
    '0912 345 6789',
    '0312 345 6789',
    // A landline without the leading 0, with a digit short or too many, or with 0 after +84.
    '2438261234',
    '024 3826 123',
    '04 3826 1234',
    '024 3826 12345',
    '+84 024 3826 1234',
    '(024) 3826 1234',
  ])('refuses %j', (input) => {
    expect(normalizeVietnamesePhone(input)).toBeUndefined();
  });
});

describe('formatPhone', () => {
  it.each([
    ['0912345678', '0912 345 678'],
    ['02438261234', '024 3826 1234'],
    ['02838295555', '028 3829 5555'],
    ['02363821234', '0236 382 1234'],
  ])('writes %j as %j', (phone, written) => {
    expect(formatPhone(phone)).toBe(written);
  });
});

describe('the outbox message', () => {
  const decode = (header: string) =>
    header.replace(/=\?UTF-8\?B\?([^?]*)\?=(\r\n )?/g, (_, base64: string) => Buffer.from(base64, 'base64').toString());

  it('writes a UTF-8 subject as encoded words of at most 75 characters, never splitting a character', () => {
    const subject = `Yêu cầu báo giá #12: ${'Nguyễn Thị Ngọc Ánh 👷🏽‍♀️ '.repeat(6)}`;

    const header = encodedWords(subject);

    for (const word of header.split('\r\n ')) {
      expect(word.length).toBeLessThanOrEqual(75);
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
      expect(Buffer.from(word.slice(10, -2), 'base64').toString()).not.toContain('\ufffd');
    }
    expect(decode(header)).toBe(subject);
  });

  it('is an RFC 5322 message: ASCII headers, CRLF lines, a base64 body of short lines that decodes to the text', () => {
    const text = `Dòng một\nGhi chú dài: ${'ạ'.repeat(2000)}\n`;

    const eml = toEml(
      { to: ['kinhdoanh@vongbiviet.vn', 'banhang@vongbiviet.vn'], subject: 'Yêu cầu báo giá #1', text },
      'no-reply@localhost',
      new Date('2026-11-24T19:03:48.913Z'),
    );

    const [head, body] = eml.split('\r\n\r\n') as [string, string];
    expect(head).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(head.split('\r\n')).toEqual([
      'From: no-reply@localhost',
      'To: kinhdoanh@vongbiviet.vn, banhang@vongbiviet.vn',
      `Subject: ${encodedWords('Yêu cầu báo giá #1')}`,
      'Date: Tue, 24 Nov 2026 19:03:48 +0000',
      expect.stringMatching(/^Message-ID: <[0-9a-f-]{36}@outbox\.localhost>$/),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
    ]);
    const lines = body.split('\r\n').filter(Boolean);
    expect(lines.every((line) => line.length <= 76)).toBe(true);
    expect(Buffer.from(lines.join(''), 'base64').toString()).toBe(text.replace(/\n/g, '\r\n'));
  });

  it('refuses an address holding a line break, which could add a header of its own', () => {
    expect(() =>
      toEml({ to: ['a@b.vn\r\nBcc: x@y.vn'], subject: 'x', text: 'x' }, 'no-reply@localhost', new Date()),
    ).toThrow(/line break/);
  });
});
