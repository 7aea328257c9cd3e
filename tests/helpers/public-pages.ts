// Public URLs of the demo seed (local/seed) with what a visitor sees on each: the browser tests and the
// server-rendering test walk the same list.

export interface PublicPage {
  name: string;
  path: string;
  heading: string | RegExp;
  status: 200 | 404;
}

export const publicPages: PublicPage[] = [
  { name: 'home', path: '/', heading: 'Vòng bi chính hãng, bôi trơn đúng chuẩn, bảo trì tận nơi', status: 200 },
  { name: 'about-us', path: '/about-us', heading: 'Về chúng tôi', status: 200 },
  { name: 'contact', path: '/contact', heading: 'Liên hệ', status: 200 },
  { name: 'products', path: '/products', heading: 'Tất cả sản phẩm', status: 200 },
  { name: 'products-maintain', path: '/products-maintain', heading: 'Tất cả sản phẩm', status: 200 },
  { name: 'category-carousel', path: '/products/vong-bi-fag', heading: 'Vòng bi FAG', status: 200 },
  { name: 'category-row', path: '/products/goi-do-vong-bi', heading: 'Gối đỡ vòng bi', status: 200 },
  {
    name: 'product',
    path: '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr',
    heading: 'Vòng bi cầu FAG 6205-2RSR',
    status: 200,
  },
  { name: 'services', path: '/services', heading: 'Dịch vụ kỹ thuật', status: 200 },
  { name: 'service', path: '/services/do-phan-tich-rung-dong', heading: /rung động/i, status: 200 },
  { name: 'blogs', path: '/blogs', heading: 'Tin tức & Hỗ trợ kỹ thuật', status: 200 },
  { name: 'blogs-news', path: '/blogs?type=news', heading: 'Tin tức', status: 200 },
  { name: 'blogs-support', path: '/blogs?type=support', heading: 'Hỗ trợ kỹ thuật', status: 200 },
  { name: 'article', path: '/blogs/canh-bao-vong-bi-gia-mao', heading: /giả mạo/i, status: 200 },
  { name: 'search', path: '/search/vong%20bi%20fag', heading: 'Tìm kiếm theo tên: vong bi fag', status: 200 },
  { name: 'quote', path: '/quote', heading: 'Yêu cầu báo giá', status: 200 },
  { name: 'video', path: '/video/M7lc1UVf-VE', heading: 'Lắp vòng bi bằng máy gia nhiệt cảm ứng', status: 200 },
  {
    name: 'tool-bearing-frequencies',
    path: '/tools/bearing-frequencies',
    heading: 'Tần số hư hỏng vòng bi',
    status: 200,
  },
  {
    name: 'tool-mounting-temperature',
    path: '/tools/mounting-temperature',
    heading: 'Nhiệt độ gia nhiệt lắp vòng bi',
    status: 200,
  },
  { name: 'tool-relubrication', path: '/tools/relubrication', heading: 'Chu kỳ và lượng mỡ bổ sung', status: 200 },
  { name: 'genuine', path: '/genuine', heading: 'Hàng chính hãng', status: 200 },
  { name: 'unknown-path', path: '/khong-co-trang-nay', heading: 'Không tìm thấy trang', status: 404 },
  { name: 'unknown-type', path: '/products/khong-co-loai-nay', heading: 'Không tìm thấy trang', status: 404 },
  {
    name: 'unknown-product',
    path: '/products/vong-bi-fag/khong-co-san-pham',
    heading: 'Không tìm thấy trang',
    status: 404,
  },
];
