import { describe, expect, it } from 'vitest';
import { normalizeVietnamesePhone } from '@vongbi/functions/contract/quote-request';
import { encodedWords, toEml } from '@vongbi/functions/core/mail-outbox';

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
  ])('reads %j as %j', (input, phone) => {
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
  ])('refuses %j', (input) => {
    expect(normalizeVietnamesePhone(input)).toBeUndefined();
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
