import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import { entityKey, tableName } from '@vongbi/functions/core/db';
import type { DesignationExplained } from '@vongbi/functions/contract/designation-explained';
import type { EquivalentsAnswer } from '@vongbi/functions/contract/equivalents';
import { useTestApi } from '../helpers/api-client';
import { createImage, expectError, send } from '../helpers/catalogue';

// Another maker's code typed as a buyer types it, against a catalogue of FAG parts created through the API: which
// parts are offered, with which verdict and which reasons, and which are never offered.

const api = useTestApi();

const CATALOGUE = [
  '6205-2RSR',
  '6205-2RSR-C3',
  '6205-2Z',
  '6205-2Z-C3',
  '6205',
  '6310-2Z-C3',
  '6310-2RSR-C3',
  '22220-E1-XL-K',
  '22220-E1-XL',
  'NU2212-E-XL-TVP2',
  'NU2212-E-XL-M1',
  '7208-B-XL-TVP',
  '32210-A',
];

const productIds = new Map<string, number>();

const equivalents = async (code: string) => {
  const answer = await send<EquivalentsAnswer>(
    api,
    'GET',
    `/api/InnerProduct/Equivalents?code=${encodeURIComponent(code)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Each match as "code verdict", in the order answered. */
const verdicts = (answer: EquivalentsAnswer) => answer.matches.map((match) => `${match.product.code} ${match.verdict}`);

const matchOf = (answer: EquivalentsAnswer, code: string) => {
  const match = answer.matches.find((each) => each.product.code === code);
  if (!match) throw new Error(`${code} is not offered`);
  return match;
};

beforeAll(async () => {
  const cookie = await api.login();
  const image = await createImage('vong-bi.png');
  const outer = await send<{ id: number }>(api, 'POST', '/api/OuterProduct', {
    cookie,
    json: {
      name: 'Vòng bi FAG',
      namePath: 'vong-bi-fag-tuong-duong',
      summaryDetail: 'Tóm tắt',
      productType: 0,
      imageId: image.id,
    },
  });
  expect(outer.status).toBe(201);
  for (const code of CATALOGUE) {
    const slug = code.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const created = await send<{ id: number }>(api, 'POST', '/api/InnerProduct', {
      cookie,
      json: {
        name: `Vòng bi FAG ${code}`,
        namePath: `vong-bi-fag-${slug}`,
        description: '<p>Mô tả</p>',
        shortDescription: 'Vòng bi',
        videos: '',
        imageId: image.id,
        imageIds: [],
        outerProductId: outer.body.id,
        brand: 'FAG',
        madeIn: 'Đức',
        productSeries: code,
      },
    });
    expect(created.status).toBe(201);
    productIds.set(code, created.body.id);
  }
});

describe('GET /api/InnerProduct/Equivalents', () => {
  it('offers the C3 sealed part for SKF 6205-2RS1/C3 as a drop-in, and never the normal clearance, shielded or open ones', async () => {
    const answer = await equivalents('SKF 6205-2RS1/C3');

    expect(answer.query).toMatchObject({ brand: 'SKF', basic: '6205', kind: 'Vòng bi cầu rãnh sâu', boreMm: 25 });
    expect(verdicts(answer)).toEqual(['6205-2RSR-C3 drop-in']);
    expect(matchOf(answer, '6205-2RSR-C3')).toMatchObject({
      differences: [],
      verified: false,
      product: { brand: 'FAG', name: 'Vòng bi FAG 6205-2RSR-C3', namePath: 'vong-bi-fag-6205-2rsr-c3' },
    });
  });

  it('reads the brand written after the code, and offers the looser clearance as conditional, after the drop-in', async () => {
    const answer = await equivalents('6205 DDU NSK');

    expect(answer.query.brand).toBe('NSK');
    expect(verdicts(answer)).toEqual(['6205-2RSR drop-in', '6205-2RSR-C3 conditional']);
    expect(matchOf(answer, '6205-2RSR-C3').differences).toEqual([
      { attribute: 'clearance', message: expect.stringContaining('Khe hở CN → C3: lỏng hơn') },
    ]);
  });

  it('offers a contact seal for NSK 6310ZZC3 only as conditional, saying it runs warmer', async () => {
    const answer = await equivalents('NSK 6310ZZC3');

    expect(verdicts(answer)).toEqual(['6310-2Z-C3 drop-in', '6310-2RSR-C3 conditional']);
    expect(matchOf(answer, '6310-2RSR-C3').differences).toEqual([
      { attribute: 'seal', message: expect.stringContaining('chạy nóng hơn') },
    ]);
  });

  it('never offers a shield for a seal: 6310-2RS1/C3 finds nothing but the sealed C3 part', async () => {
    const answer = await equivalents('6310-2RS1/C3');

    expect(verdicts(answer)).toEqual(['6310-2RSR-C3 drop-in']);
  });

  it('does not take the motor clearance CM for C3: 6205ZZCM gets no drop-in, each match names CM', async () => {
    const answer = await equivalents('6205ZZCM');

    expect(answer.matches.length).toBeGreaterThan(0);
    expect(answer.matches.every((match) => match.verdict === 'conditional')).toBe(true);
    expect(answer.matches.map((match) => match.product.code)).not.toContain('6205');
    for (const match of answer.matches) {
      expect(match.differences.map((difference) => difference.message).join(' ')).toContain('CM');
    }
  });

  it('answers SKF 22220 EK with the tapered-bore part only, and SKF NU 2212 ECP with the polyamide cage first', async () => {
    expect(verdicts(await equivalents('SKF 22220 EK'))).toEqual(['22220-E1-XL-K drop-in']);

    const cylindrical = await equivalents('SKF NU 2212 ECP');
    expect(verdicts(cylindrical)).toEqual(['NU2212-E-XL-TVP2 drop-in', 'NU2212-E-XL-M1 conditional']);
    expect(matchOf(cylindrical, 'NU2212-E-XL-M1').differences).toEqual([
      { attribute: 'cage', message: expect.stringContaining('Vòng cách polyamide → đồng thau') },
    ]);
  });

  it('matches the contact angle and the universal pairing: 7208 BEP yes, 7208 BECBP and 7208 ACD no', async () => {
    expect(verdicts(await equivalents('SKF 7208 BEP'))).toEqual(['7208-B-XL-TVP drop-in']);
    expect(verdicts(await equivalents('SKF 7208 BECBP'))).toEqual([]);
    expect(verdicts(await equivalents('SKF 7208 ACD'))).toEqual([]);
  });

  it('reads tapered roller bearings in every maker’s spelling', async () => {
    for (const code of ['NSK HR32210J', 'NTN 4T-32210', 'Koyo 32210JR', 'SKF 32210 J2/Q', 'Timken 32210']) {
      expect(verdicts(await equivalents(code)), code).toEqual(['32210-A drop-in']);
    }
  });

  it('never calls a code with a part it does not know a drop-in, and names the part', async () => {
    const answer = await equivalents('NSK 6205DDUQQ');

    expect(verdicts(answer)).toEqual(['6205-2RSR conditional', '6205-2RSR-C3 conditional']);
    expect(matchOf(answer, '6205-2RSR').differences).toEqual([
      { attribute: 'unknown', message: expect.stringContaining('“QQ” chưa rõ nghĩa') },
    ]);
    const part = answer.query.parts.find((each) => each.text === 'QQ');
    expect(part).toEqual({ text: 'QQ', group: 'unknown', meaning: '' });
  });

  it('answers verified for a code staff confirmed on the product', async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey('INNER', productIds.get('6205-2RSR')!),
        UpdateExpression: 'SET crossReferences = :references',
        ExpressionAttributeValues: { ':references': [{ brand: 'NTN', code: '6205LLU' }] },
      }),
    );

    const answer = await equivalents('NTN 6205LLU');

    expect(matchOf(answer, '6205-2RSR')).toMatchObject({ verdict: 'drop-in', verified: true });
    expect(matchOf(answer, '6205-2RSR-C3').verified).toBe(false);
  });

  it('finds a part of a size first added after that size was asked for', async () => {
    expect(verdicts(await equivalents('SKF 6206-2RS1'))).toEqual([]);
    const cookie = await api.login();
    const image = await createImage('vong-bi-6206.png');
    const outerProductId = (
      await send<{ outerProductId: number }>(api, 'GET', `/api/InnerProduct/${productIds.get('6205')}`)
    ).body.outerProductId;
    const created = await send<{ id: number }>(api, 'POST', '/api/InnerProduct', {
      cookie,
      json: {
        name: 'Vòng bi FAG 6206-2RSR',
        namePath: 'vong-bi-fag-6206-2rsr',
        description: '<p>Mô tả</p>',
        shortDescription: 'Vòng bi',
        videos: '',
        imageId: image.id,
        imageIds: [],
        outerProductId,
        brand: 'FAG',
        madeIn: 'Đức',
        productSeries: '6206-2RSR',
      },
    });
    expect(created.status).toBe(201);

    expect(verdicts(await equivalents('SKF 6206-2RS1'))).toEqual(['6206-2RSR drop-in']);
  });

  it('answers 200 with no matches for text that names no bearing, and for no code at all', async () => {
    for (const path of [
      '/api/InnerProduct/Equivalents?code=%25%25%25%20%3Cscript%3E',
      '/api/InnerProduct/Equivalents',
      `/api/InnerProduct/Equivalents?code=${'x'.repeat(200)}`,
      '/api/InnerProduct/Equivalents?code=6207-2RS1',
    ]) {
      const answer = await send<EquivalentsAnswer>(api, 'GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.matches, path).toEqual([]);
    }
  });

  it('answers 400 in Vietnamese for a code over 200 characters', async () => {
    const answer = await send(api, 'GET', `/api/InnerProduct/Equivalents?code=${'6'.repeat(201)}`);

    expect(expectError(answer, 400, 'VALIDATION').fields).toEqual({ code: 'Mã vòng bi tối đa 200 ký tự' });
  });
});

describe('GET /api/designation', () => {
  it('explains every part of a FAG code in Vietnamese', async () => {
    const answer = await send<DesignationExplained>(api, 'GET', '/api/designation?code=6205-2RSR-C3');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      brand: null,
      basic: '6205',
      kind: 'Vòng bi cầu rãnh sâu',
      boreMm: 25,
      outerDiameterMm: 52,
      widthMm: 15,
      parts: [
        { text: '6205', group: 'basic', meaning: expect.stringContaining('đường kính lỗ 25 mm') },
        { text: '2RSR', group: 'seal', meaning: 'Phớt cao su tiếp xúc ở cả hai mặt' },
        { text: 'C3', group: 'clearance', meaning: 'Khe hở hướng kính C3: lớn hơn mức thường' },
      ],
    });
  });

  it('reads a leading brand word, and answers 200 with an empty explanation for text that is no code', async () => {
    const skf = await send<DesignationExplained>(api, 'GET', '/api/designation?code=SKF%2022220%20EK');
    expect(skf.body).toMatchObject({ brand: 'SKF', basic: '22220', kind: 'Vòng bi tang trống' });

    const nothing = await send<DesignationExplained>(api, 'GET', '/api/designation?code=xin%20ch%C3%A0o');
    expect(nothing.status).toBe(200);
    expect(nothing.body).toMatchObject({ basic: null, kind: null, boreMm: null });
    expect(nothing.body.parts.every((part) => part.group === 'unknown' && part.meaning === '')).toBe(true);
  });

  it('answers 400 in Vietnamese for a code over 200 characters', async () => {
    const answer = await send(api, 'GET', `/api/designation?code=${'A'.repeat(201)}`);

    expect(expectError(answer, 400, 'VALIDATION').fields).toEqual({ code: 'Mã vòng bi tối đa 200 ký tự' });
  });
});
