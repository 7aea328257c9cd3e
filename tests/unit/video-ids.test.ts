import { describe, expect, it } from 'vitest';
import { normalizeVideoIds } from '../../frontend/src/components/ui/video-ids';

describe('normalizeVideoIds (the admin forms’ YouTube field)', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?list=PL1&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/9bZkp7q19f0', '9bZkp7q19f0'],
    ['https://www.youtube.com/embed/9bZkp7q19f0', '9bZkp7q19f0'],
    ['https://youtube.com/shorts/9bZkp7q19f0', '9bZkp7q19f0'],
    [' dQw4w9WgXcQ , https://youtu.be/9bZkp7q19f0 ,, ', 'dQw4w9WgXcQ,9bZkp7q19f0'],
    ['', ''],
  ])('turns %j into %j', (typed, stored) => {
    expect(normalizeVideoIds(typed)).toBe(stored);
  });

  it('keeps what it cannot read as typed, for the server to refuse with its message', () => {
    expect(normalizeVideoIds('khong-phai-video')).toBe('khong-phai-video');
  });
});
