import { describe, expect, it } from 'vitest';
import { hasImageVariants, imageSources, imageVariantUrl } from '@vongbi/functions/contract/image-variants';

const uploaded = '/static/files/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.jpg';

describe('image variants', () => {
  it('names the resized copies of an uploaded image beside it', () => {
    expect(imageVariantUrl(uploaded, 320)).toBe('/static/files/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e-w320.webp');
    expect(imageSources(uploaded)).toEqual({
      src: '/static/files/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e-w640.webp',
      srcSet: [320, 640, 1280]
        .map((width) => `/static/files/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e-w${width}.webp ${width}w`)
        .join(', '),
    });
  });

  it('shows anything that is not an uploaded original as it is', () => {
    for (const url of ['https://example.com/a.jpg', '/static/files/2026/11/logo.png', '/favicon.svg', '']) {
      expect(hasImageVariants(url)).toBe(false);
      expect(imageSources(url)).toEqual({ src: url });
    }
  });
});
