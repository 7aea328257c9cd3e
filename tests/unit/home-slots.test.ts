import {
  type Article,
  listedOuterProducts,
  type OuterProductWithChildren,
  type Video,
} from '@vongbi/functions/contract';
import { describe, expect, it } from 'vitest';
import { homeShown, homeSlots, type HomeData } from '../../frontend/src/features/home/home-slots';

const article = (id: number, articlePath: string): Article =>
  ({ id, articlePath, headerText: articlePath, outerImagePath: `/static/${articlePath}.webp` }) as Article;
const video = (id: number, uniqueYoutubeId: string): Video => ({ id, uniqueYoutubeId, headerText: '' }) as Video;
const category = (id: number, namePath: string, products: number): OuterProductWithChildren =>
  ({
    id,
    namePath,
    image: { urlPath: `/static/${namePath}.webp` },
    innerProducts: Array.from({ length: products }, (_, index) => ({ id: id * 100 + index })),
  }) as unknown as OuterProductWithChildren;

const data = (): HomeData => ({
  banners: [],
  videos: [video(1, 'aaaaaaaaaaa'), video(2, 'bbbbbbbbbbb'), video(3, 'ccccccccccc')],
  products: listedOuterProducts([category(1, 'vong-bi-fag', 8), category(2, 'goi-do', 8)]),
  tools: listedOuterProducts([category(3, 'gia-nhiet', 2)]),
  outstanding: [],
  news: [article(10, 'tin-moi'), article(11, 'tin-cu'), article(12, 'tin-cu-hon'), article(13, 'tin-xua')],
  supports: [article(20, 'bo-tron'), article(21, 'lap-dat')],
  services: [article(30, 'do-rung')],
});

const configured =
  (values: Record<string, string>) =>
  (key: string): string | undefined =>
    values[key];

describe('homeSlots', () => {
  it('shows the records the configuration names, in their slots', () => {
    const slots = homeSlots(
      data(),
      configured({
        SPDV_SP_1: '/products/goi-do',
        SPDV_DV_1: '/services/do-rung',
        BLOG_BIG: 'tin-xua',
        BLOG_1: 'tin-cu',
        BLOG_RIGHT_1: 'lap-dat',
        VIDEO_1: 'ccccccccccc',
      }),
    );
    expect(slots.productTiles[0]).toEqual({
      title: 'Vòng bi FAG',
      href: '/products/goi-do',
      imageUrl: '/static/goi-do.webp',
    });
    expect(slots.serviceTiles[0]).toMatchObject({ href: '/services/do-rung', imageUrl: '/static/do-rung.webp' });
    expect(slots.news.map((news) => news.id)).toEqual([13, 11, 10]);
    expect(slots.support.map((support) => support.id)).toEqual([21, 20, 20, 20, 20]);
    expect(slots.videos.map((each) => each.uniqueYoutubeId)).toEqual([
      'ccccccccccc',
      'aaaaaaaaaaa',
      'bbbbbbbbbbb',
      'bbbbbbbbbbb',
    ]);
  });

  it('fills empty slots, and slots naming a record that is gone, with the newest not shown yet', () => {
    const slots = homeSlots(data(), configured({ BLOG_BIG: 'da-xoa', VIDEO_2: 'zzzzzzzzzzz' }));
    expect(slots.news.map((news) => news.id)).toEqual([10, 11, 12]);
    expect(slots.videos.map((each) => each.id)).toEqual([1, 2, 3, 3]);
    expect(slots.productTiles.map((tile) => tile.href)).toEqual(['#', '#', '#', '#']);
    expect(slots.productTiles[0]!.imageUrl).toBeUndefined();
  });

  it('puts the first twelve products of the categories, in order, into each carousel', () => {
    const slots = homeSlots(data(), configured({}));
    expect(slots.productItems.map((product) => product.id)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 200, 201, 202, 203,
    ]);
    expect(slots.toolItems.map((product) => product.id)).toEqual([300, 301]);
  });

  it('takes the same twelve from the listed answer as from every product, a long category first', () => {
    const categories = [category(1, 'vong-bi-fag', 15), category(2, 'goi-do', 3)];
    const everyProduct = categories.flatMap((each) => each.innerProducts).slice(0, 12);

    const slots = homeSlots({ ...data(), products: listedOuterProducts(categories) }, configured({}));

    expect(slots.productItems).toEqual(everyProduct);
    expect(slots.productItems.map((product) => product.id)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
    ]);
  });
});

describe('homeShown', () => {
  // The bench catalogue's size: 200 categories of 50, 700 articles of each kind.
  const everything = (): HomeData => ({
    banners: [],
    videos: Array.from({ length: 60 }, (_, index) => video(index + 1, `video-${index + 1}`)),
    products: listedOuterProducts(
      Array.from({ length: 200 }, (_, index) => category(index + 1, `danh-muc-${index + 1}`, 50)),
    ),
    tools: listedOuterProducts(
      Array.from({ length: 30 }, (_, index) => category(index + 301, `cong-cu-${index + 1}`, 5)),
    ),
    outstanding: [],
    news: Array.from({ length: 700 }, (_, index) => article(1000 + index, `tin-${index}`)),
    supports: Array.from({ length: 700 }, (_, index) => article(2000 + index, `ho-tro-${index}`)),
    services: Array.from({ length: 700 }, (_, index) => article(3000 + index, `dich-vu-${index}`)),
  });
  const configurations = {
    'nothing configured': configured({}),
    'old records and late categories configured': configured({
      SPDV_SP_1: '/products/danh-muc-150',
      SPDV_SP_3: '/products/danh-muc-1',
      SPDV_DV_2: '/services/dich-vu-500',
      BLOG_BIG: 'tin-600',
      BLOG_2: 'tin-1',
      BLOG_RIGHT_1: 'ho-tro-650',
      BLOG_RIGHT_3: 'da-xoa',
      VIDEO_2: 'video-40',
    }),
  };

  it.each(Object.entries(configurations))('gives the same slots as every record, %s', (_, value) => {
    const data = everything();
    expect(homeSlots(homeShown(data, value), value)).toEqual(homeSlots(data, value));
  });

  it('keeps what the slots can show, however long the lists', () => {
    const shown = homeShown(everything(), configurations['old records and late categories configured']);
    // The three news slots (one configured beyond the first three), five support, four videos.
    expect(shown.news.map((news) => news.articlePath)).toEqual([
      'tin-0',
      'tin-1',
      'tin-2',
      'tin-3',
      'tin-4',
      'tin-600',
    ]);
    expect(shown.supports).toHaveLength(7);
    expect(shown.videos.length).toBeLessThanOrEqual(6);
    expect(shown.services.map((service) => service.articlePath)).toEqual(['dich-vu-500']);
    // The carousel's twelve come from the first category; the configured tiles keep their category, not its products.
    expect(shown.products.map((each) => [each.namePath, each.innerProducts.length])).toEqual([
      ['danh-muc-1', 12],
      ['danh-muc-150', 0],
    ]);
    expect(shown.tools.flatMap((each) => each.innerProducts)).toHaveLength(12);
  });
});
