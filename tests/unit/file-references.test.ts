import { describe, expect, it } from 'vitest';
import { addFileReferences, noFileReferences, uploadStem } from '@vongbi/functions/core/rules/file-references';

// What the sweep of unused uploads counts as a record's use of an upload.

const stem = 'files/2026/11/3f2a9c1e-0b4d-4e5f-8a6b-7c8d9e0f1a2b';

const referencesOf = (record: unknown) => {
  const references = noFileReferences();
  addFileReferences(references, record);
  return { ids: [...references.ids].sort((a, b) => a - b), stems: [...references.stems] };
};

describe('uploadStem', () => {
  it.each([
    [`${stem}.jpg`, stem],
    [`/static/${stem}-w640.webp`, stem],
    [`https://www.vongbiviet.vn/static/${stem}.png`, stem],
    ['files/2026/11/khong-phai-anh.png', undefined],
    ['imports/bang-gia.csv', undefined],
  ])('reads %j as %j', (key, expected) => {
    expect(uploadStem(key)).toBe(expected);
  });
});

describe('addFileReferences', () => {
  it('reads ids from every image field, at any depth', () => {
    expect(
      referencesOf({
        imageId: 3,
        outerImageId: '4',
        imageIds: [5, 6],
        innerProductImages: [{ imageId: 7, image: { id: 7 } }],
        id: 99,
        outerProductId: 12,
      }).ids,
    ).toEqual([3, 4, 5, 6, 7]);
  });

  it('reads a certificate’s PDF by its id as well as its image, and neither when both are null', () => {
    expect(referencesOf({ imageId: null, documentId: 8, document: { id: 8 } }).ids).toEqual([8]);
    expect(referencesOf({ imageId: 3, documentId: 8 }).ids).toEqual([3, 8]);
    expect(referencesOf({ imageId: null, documentId: null }).ids).toEqual([]);
  });

  it('reads uploads named in any text: rich HTML, copies, absolute URLs, several in one value', () => {
    const other = 'files/2025/01/00000000-1111-4222-8333-444444444444';
    const record = {
      contentData: `<p><img src="/static/${stem}-w320.webp"></p><p><img src="https://site.vn/static/${other}.gif"></p>`,
      value: `/static/${stem}.jpg`,
    };

    expect(referencesOf(record).stems.sort()).toEqual([other, stem].sort());
  });

  it('counts nothing for a record without images', () => {
    expect(referencesOf({ headerText: 'Tin', imageIds: [], imageId: null, videos: 'M7lc1UVf-VE' })).toEqual({
      ids: [],
      stems: [],
    });
  });
});
