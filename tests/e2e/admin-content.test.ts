import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Article, BannerImage, ConfigItem, Video } from '@vongbi/functions/contract';
import { apiOf, drawJpeg, patience, recordDialogs, signIn, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// Staff write the news, change the banners and videos, and edit the about-us page. Each record made here
// is this run's own and is gone at the end; about-us gets its old text back.

const suffix = uniqueSuffix();
const title = `Bản tin kiểm thử bảo dưỡng ${suffix}`;
const articlePath = `ban-tin-kiem-thu-bao-duong-${suffix}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let dialogs: ReturnType<typeof recordDialogs>;
let api: ReturnType<typeof apiOf>;
let aboutUs: ConfigItem | undefined;
const cleanUp: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: viewports.desktop });
  page = await context.newPage();
  dialogs = recordDialogs(page);
  api = apiOf(context, siteUrl);
  await signIn(page, siteUrl);
  const { body } = await api.get<ConfigItem[]>('/Configuration');
  aboutUs = body.find((item) => item.configKey === 'ABOUT_US');
});

afterAll(async () => {
  if (api) {
    for (const path of cleanUp) await api.send('DELETE', path);
    if (aboutUs) await api.send('POST', '/Configuration', [aboutUs]);
  }
  await browser?.close();
});

const articleByPath = () => api.get<Article>(`/Article/Path?path=${articlePath}`);

describe('news articles', () => {
  it('creates a news article with rich text and an embedded video', async () => {
    await page.goto(`${siteUrl}/admin/news`);
    await page.getByRole('link', { name: '+ Tạo mới' }).click();
    await page.waitForURL(`${siteUrl}/admin/news/new`);
    await page.getByLabel('Tiêu đề').waitFor();
    expect(await page.locator('#articleType').count()).toBe(0);

    // The path follows the title until staff type their own; emptying it hands it back to the title.
    await page.getByLabel('Tiêu đề').fill('Bản tin');
    await page.locator('#articlePath').fill('duong-dan-rieng');
    await page.getByLabel('Tiêu đề').fill('Bản tin mới');
    expect(await page.locator('#articlePath').inputValue()).toBe('duong-dan-rieng');
    await page.locator('#articlePath').fill('');
    await page.getByLabel('Tiêu đề').fill(title);
    expect(await page.locator('#articlePath').inputValue()).toBe(articlePath);
    await page.getByLabel('Tóm tắt').fill('Lịch bảo dưỡng định kỳ cho vòng bi quạt công nghiệp.');
    await page
      .locator('#outerImage')
      .setInputFiles(await drawJpeg(page, { name: 'tin.jpg', width: 800, height: 450, hue: 20 }));
    await page.locator('.image-upload__preview img').waitFor();
    await page.locator('#contentData .jodit-wysiwyg').click();
    await page.keyboard.type('Kiểm tra độ rung mỗi ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('3 tháng');
    await page.getByLabel('Video YouTube').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await screenshot(page, 'admin-news-new-filled-1440');

    const before = dialogs.seen.length;
    await page.getByRole('button', { name: 'Tạo mới' }).click();
    await dialogs.waitFor('Tạo mới bài viết thành công', before);
    await page.waitForURL(`${siteUrl}/admin/news`);
    await page.getByRole('link', { name: title, exact: true }).waitFor();

    const { status, body } = await articleByPath();
    expect(status).toBe(200);
    cleanUp.push(`/Article/${body.id}`);
    expect(body).toMatchObject({ headerText: title, articleType: 0, videos: 'dQw4w9WgXcQ' });
    expect(body.contentData).toMatch(/Kiểm tra độ rung mỗi(\s|&nbsp;|\u00a0)<(strong|b)>3 tháng<\/(strong|b)>/);
  });

  it('edits it after a confirmation and returns to the news list', async () => {
    await page.goto(`${siteUrl}/admin/news`);
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(/\/admin\/articles\/\d+$/);
    await page.getByLabel('Tóm tắt').fill('Lịch bảo dưỡng mới: mỗi quý một lần.');
    await page.getByLabel('Video YouTube').fill('dQw4w9WgXcQ, https://youtu.be/9bZkp7q19f0');

    const before = dialogs.seen.length;
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await dialogs.waitFor('Cập nhật bài viết thành công', before);
    expect(dialogs.seen.slice(before)).toEqual(['Bạn có chắc chắn muốn cập nhật?', 'Cập nhật bài viết thành công']);
    await page.waitForURL(`${siteUrl}/admin/news`);

    const { body } = await articleByPath();
    expect(body).toMatchObject({
      summaryText: 'Lịch bảo dưỡng mới: mỗi quý một lần.',
      videos: 'dQw4w9WgXcQ,9bZkp7q19f0',
    });
    expect(body.contentData).toContain('3 tháng');
  });

  it('keeps what was typed when someone else saved meanwhile, and offers their version', async () => {
    const { body: loaded } = await articleByPath();
    await page.goto(`${siteUrl}/admin/articles/${loaded.id}`);
    await page.getByLabel('Tóm tắt').fill('Bản nháp của tôi');
    const { outerImage: _image, outerImagePath: _path, articleimages: _images, ...input } = loaded;
    expect(await api.send('PUT', `/Article/${loaded.id}`, { ...input, summaryText: 'Người khác đã sửa' })).toBe(200);

    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), patience)
      .toContain('Dữ liệu đã được người khác cập nhật, vui lòng tải lại');
    expect(await page.getByLabel('Tóm tắt').inputValue()).toBe('Bản nháp của tôi');
    await screenshot(page, 'admin-article-stale-1440');

    await page.getByRole('button', { name: 'Tải phiên bản mới nhất' }).click();
    await expect.poll(() => page.getByLabel('Tóm tắt').inputValue(), patience).toBe('Người khác đã sửa');
  });

  it('deletes it from the list after the confirmation', async () => {
    const { body } = await articleByPath();
    await page.goto(`${siteUrl}/admin/articles?type=news`);
    await page.getByRole('searchbox').fill(suffix);
    const row = page.locator('tr', { has: page.getByRole('link', { name: title, exact: true }) });
    const before = dialogs.seen.length;
    await row.getByRole('button', { name: 'Xóa' }).click();
    await dialogs.waitFor('Xóa thành công.', before);
    expect(dialogs.seen.slice(before)).toEqual(['Bạn có chắc chắn muốn xóa?', 'Xóa thành công.']);
    await expect.poll(() => row.count(), patience).toBe(0);
    expect((await api.get(`/Article/${body.id}`)).status).toBe(404);
  });
});

describe('banners', () => {
  it('uploads the raw file with a busy indicator, then deletes it', async () => {
    const { body: before } = await api.get<BannerImage[]>('/bannerImages');
    await page.goto(`${siteUrl}/admin/banner`);
    const input = page.getByLabel('Tải banner lên');
    expect(await input.getAttribute('accept')).toBe('image/*');
    const banner = await drawJpeg(page, { name: 'banner.jpg', width: 1440, height: 400, hue: 200, noise: true });

    await input.setInputFiles(banner);
    await page.getByText('Đang tải ảnh lên, vui lòng chờ...').waitFor();
    await expect
      .poll(async () => (await api.get<BannerImage[]>('/bannerImages')).body.length, patience)
      .toBe(before.length + 1);
    const { body: after } = await api.get<BannerImage[]>('/bannerImages');
    const added = after.find((item) => !before.some((old) => old.id === item.id))!;
    cleanUp.push(`/bannerImages/${added.id}`);
    // Not compressed: the stored bytes are the picked file's.
    expect(await api.bytesOf(added.image.urlPath)).toBe(banner.buffer.length);
    const item = page.locator('.banner-list__item', { has: page.locator(`img[src="${added.image.urlPath}"]`) });
    await item.waitFor();
    await screenshot(page, 'admin-banner-uploaded-1440');

    const seen = dialogs.seen.length;
    await item.getByRole('button', { name: 'Xóa' }).click();
    await dialogs.waitFor('Xóa thành công.', seen);
    await expect.poll(() => item.count(), patience).toBe(0);
    expect((await api.get<BannerImage[]>('/bannerImages')).body.some((old) => old.id === added.id)).toBe(false);
  });
});

describe('videos', () => {
  it('creates a video (submit waits for its image) and deletes it', async () => {
    const name = `Video kiểm thử ${suffix}`;
    await page.goto(`${siteUrl}/admin/videos`);
    await page.getByRole('link', { name: '+ Tạo mới' }).click();
    await page.waitForURL(`${siteUrl}/admin/videos/new`);
    await page.getByLabel('Tên video').fill(name);
    await page.getByLabel('Mã video YouTube').fill('https://www.youtube.com/watch?v=9bZkp7q19f0');
    const image = await drawJpeg(page, { name: 'video.jpg', width: 1920, height: 1080, hue: 300, noise: true });
    await page.locator('#image').setInputFiles(image);
    await page.getByRole('progressbar', { name: 'Đang up và nén ảnh, vui lòng chờ...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Tạo mới' }).isDisabled()).toBe(true);
    await page.locator('.image-upload__preview img').waitFor();

    let seen = dialogs.seen.length;
    await page.getByRole('button', { name: 'Tạo mới' }).click();
    await dialogs.waitFor('Tạo mới thành công', seen);
    await page.waitForURL(`${siteUrl}/admin/videos`);
    const row = page.locator('tr', { hasText: name });
    await row.waitFor();
    const video = (await api.get<Video[]>('/videos')).body.find((item) => item.headerText === name)!;
    cleanUp.push(`/videos/${video.id}`);
    expect(video.uniqueYoutubeId).toBe('9bZkp7q19f0');

    seen = dialogs.seen.length;
    await row.getByRole('button', { name: 'Xóa' }).click();
    await dialogs.waitFor('Xóa thành công.', seen);
    await expect.poll(() => row.count(), patience).toBe(0);
    expect((await api.get<Video[]>('/videos')).body.some((item) => item.id === video.id)).toBe(false);
  });
});

describe('unsaved changes', () => {
  it('asks before leaving a form that has changes, and stays when told to', async () => {
    await page.goto(`${siteUrl}/admin/videos/new`);
    await page.getByLabel('Tên video').fill('Chưa lưu');

    dialogs.confirmAnswer = false;
    let seen = dialogs.seen.length;
    await page.getByRole('link', { name: 'Banner', exact: true }).click();
    await dialogs.waitFor('Bạn có thay đổi chưa lưu. Rời khỏi trang này?', seen);
    expect(new URL(page.url()).pathname).toBe('/admin/videos/new');
    expect(await page.getByLabel('Tên video').inputValue()).toBe('Chưa lưu');

    dialogs.confirmAnswer = true;
    seen = dialogs.seen.length;
    await page.getByRole('link', { name: 'Banner', exact: true }).click();
    await dialogs.waitFor('Bạn có thay đổi chưa lưu. Rời khỏi trang này?', seen);
    await page.waitForURL(`${siteUrl}/admin/banner`);
  });

  it('does not ask when the rich-text editor was only focused', async () => {
    await page.goto(`${siteUrl}/admin/configuration`);
    await page.locator('#config-CONTACT_FULL_TEXT .jodit-wysiwyg').click();
    await page.getByRole('heading', { name: 'Cấu hình', level: 1 }).click();

    const seen = dialogs.seen.length;
    await page.getByRole('link', { name: 'Video', exact: true }).click();
    await page.waitForURL(`${siteUrl}/admin/videos`);
    expect(dialogs.seen.slice(seen)).toEqual([]);
  });
});

describe('about us', () => {
  it('adds text and an uploaded image through the editor, and the public API serves them', async () => {
    await page.goto(`${siteUrl}/admin/about-us`);
    const editor = page.locator('#about-us .jodit-wysiwyg');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Xưởng mới khai trương ${suffix}`);

    await page.locator('#about-us .jodit-toolbar-button_image button').first().click();
    const popupInput = page.locator('.jodit-popup input[type="file"]').first();
    await popupInput.setInputFiles(await drawJpeg(page, { name: 'xuong.jpg', width: 1200, height: 800, hue: 120 }));
    await editor.locator('img[src^="/static/"]').waitFor();
    await screenshot(page, 'admin-about-us-image-1440');

    const seen = dialogs.seen.length;
    await page.getByRole('button', { name: 'Lưu giới thiệu' }).click();
    await dialogs.waitFor('Cập nhật thành công', seen);

    const { body } = await api.get<ConfigItem[]>('/Configuration');
    const saved = body.find((item) => item.configKey === 'ABOUT_US')!.value;
    expect(saved).toContain(`Xưởng mới khai trương ${suffix}`);
    const src = /<img[^>]+src="(\/static\/[^"]+)"/.exec(saved)?.[1];
    expect(src).toBeDefined();
    expect((await context.request.get(`${siteUrl}${src}`)).status()).toBe(200);
  });
});
