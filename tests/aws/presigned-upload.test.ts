import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api-client';
import { putUpload, requestUpload } from '../helpers/import-upload';
import { bucketObject } from '../helpers/storage';

// The import screen's upload goes straight to the files bucket through a presigned PUT, signed by the API with the
// endpoint's region and keys. (moto does not check signatures: see moto-differences.ts.)

const api = useTestApi();

describe('POST /api/catalogue/import/upload', () => {
  it('answers a presigned PUT through which the file reaches the files bucket byte for byte', async () => {
    const cookie = await api.login();
    const bytes = new Uint8Array(Buffer.from('Tên sản phẩm,Mã sản phẩm\nVòng bi 6205,6205-2RSR\n', 'utf8'));

    const asked = await requestUpload(api, cookie, 'danh-muc.csv', bytes.length);
    const status = await putUpload(asked.body, bytes);

    expect(asked.status).toBe(200);
    expect(status).toBe(200);
    expect((await bucketObject(asked.body.upload)).bytes).toEqual(Buffer.from(bytes));
  });
});
