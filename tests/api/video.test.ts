import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api-client';
import { uploadImage } from '../helpers/images';
import { storageSnapshot, tableItem } from '../helpers/storage';

const api = useTestApi();

interface Video {
  id: number;
  uniqueYoutubeId: string;
  headerText: string;
  imageId: number;
  image: { id: number; fileName: string; urlPath: string };
}

const listVideos = async (): Promise<Video[]> => {
  const response = await api.request('/api/videos');
  expect(response.status).toBe(200);
  return (await response.json()) as Video[];
};

const createVideo = async (cookie: string, input: Partial<Video>): Promise<Video> => {
  const response = await api.request('/api/videos', { method: 'POST', cookie, json: input });
  expect(response.status).toBe(201);
  return (await response.json()) as Video;
};

describe('GET /api/videos', () => {
  it('is public, newest first, each video with its image embedded', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const first = await createVideo(cookie, {
      imageId: image.id,
      headerText: 'Lắp vòng bi bằng máy gia nhiệt',
      uniqueYoutubeId: 'kJQP7kiw5Fk',
    });
    const second = await createVideo(cookie, {
      imageId: image.id,
      headerText: 'Tra mỡ đúng cách',
      uniqueYoutubeId: 'tgbNymZ7vqY',
    });

    const response = await api.request('/api/videos');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const videos = (await response.json()) as Video[];
    const ids = videos.map((video) => video.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(videos.find((video) => video.id === first.id)).toEqual(first);
  });
});

describe('POST /api/videos', () => {
  it('creates a video and answers 201 {id, uniqueYoutubeId, headerText, imageId, image}', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const headerText = '  Cân chỉnh trục bằng laser <b>mới</b> & "nhanh"';

    const response = await api.request('/api/videos', {
      method: 'POST',
      cookie,
      json: { imageId: image.id, headerText, uniqueYoutubeId: 'M7lc1UVf-VE' },
    });

    expect(response.status).toBe(201);
    const video = (await response.json()) as Video;
    expect(video).toEqual({
      id: expect.any(Number),
      uniqueYoutubeId: 'M7lc1UVf-VE',
      headerText,
      imageId: image.id,
      image: { id: image.id, fileName: image.fileName, urlPath: image.urlPath, createdAt: expect.any(String) },
    });
    expect(await tableItem(`VIDEO#${video.id}`)).toMatchObject({ gsi1pk: 'VIDEO', headerText });
    expect((await listVideos()).find((item) => item.id === video.id)).toEqual(video);
  });

  it('answers 400 and writes nothing when the image does not exist', async () => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await api.request('/api/videos', {
      method: 'POST',
      cookie,
      json: { imageId: 424242, headerText: 'Video', uniqueYoutubeId: 'kJQP7kiw5Fk' },
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      imageId: 'Ảnh không tồn tại',
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it.each([
    ['everything missing', {}, ['headerText', 'imageId', 'uniqueYoutubeId']],
    ['a blank headerText', { headerText: '   ' }, ['headerText']],
    ['a YouTube id of 10 characters', { uniqueYoutubeId: 'kJQP7kiw5F' }, ['uniqueYoutubeId']],
    ['a YouTube id of 12 characters', { uniqueYoutubeId: 'kJQP7kiw5Fkk' }, ['uniqueYoutubeId']],
    ['a YouTube id with other characters', { uniqueYoutubeId: 'kJQP7kiw5F!' }, ['uniqueYoutubeId']],
    ['a YouTube URL instead of an id', { uniqueYoutubeId: 'https://youtu.be/kJQP7kiw5Fk' }, ['uniqueYoutubeId']],
    ['imageId as text', { imageId: 'anh' }, ['imageId']],
  ])('answers 400 VALIDATION for %s and writes nothing', async (_case, override, fields) => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const valid = { imageId: image.id, headerText: 'Video', uniqueYoutubeId: 'kJQP7kiw5Fk' };
    const json = Object.keys(override).length === 0 ? {} : { ...valid, ...override };
    const before = await storageSnapshot();

    const response = await api.request('/api/videos', { method: 'POST', cookie, json });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fields).sort()).toEqual(fields);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const before = await storageSnapshot();

    const response = await api.request('/api/videos', {
      method: 'POST',
      json: { imageId: image.id, headerText: 'Video', uniqueYoutubeId: 'kJQP7kiw5Fk' },
    });

    expect(response.status).toBe(401);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 403 for a write from another site and writes nothing', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const before = await storageSnapshot();

    const response = await api.request('/api/videos', {
      method: 'POST',
      cookie,
      json: { imageId: image.id, headerText: 'Video', uniqueYoutubeId: 'kJQP7kiw5Fk' },
      headers: { Origin: 'https://evil.example' },
    });

    expect(response.status).toBe(403);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/videos/{id}', () => {
  it('deletes the video and answers 204', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const video = await createVideo(cookie, { imageId: image.id, headerText: 'Xóa', uniqueYoutubeId: 'ScMzIvxBSi4' });

    const response = await api.request(`/api/videos/${video.id}`, { method: 'DELETE', cookie });

    expect(response.status).toBe(204);
    expect((await listVideos()).map((item) => item.id)).not.toContain(video.id);
  });

  it.each([
    ['an unknown id', '777777'],
    ['an id that is not a number', '1e3'],
  ])('answers 404 NOT_FOUND for %s and deletes nothing', async (_case, id) => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await api.request(`/api/videos/${id}`, { method: 'DELETE', cookie });

    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 401 without a session and keeps the video', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const video = await createVideo(cookie, { imageId: image.id, headerText: 'Giữ', uniqueYoutubeId: 'ScMzIvxBSi4' });

    const response = await api.request(`/api/videos/${video.id}`, { method: 'DELETE', cookie: 'session=het-han' });

    expect(response.status).toBe(401);
    expect((await listVideos()).map((item) => item.id)).toContain(video.id);
  });
});
