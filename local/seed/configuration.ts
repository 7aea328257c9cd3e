import { ZALO_CONTACT_NAME_KEY, type ConfigItemInput } from '@vongbi/functions/contract/configuration';
import {
  homeVideoYoutubeIds,
  maintenanceToolPaths,
  newsPaths,
  productCategoryPaths,
  servicePaths,
  supportPaths,
} from './demo-paths';

// Every configuration key the site reads, with a Vietnamese label and a plausible value.

const aboutUs = `<h2>Về chúng tôi</h2>
<p><strong>Công ty TNHH Kỹ thuật Vòng bi Việt</strong> là nhà phân phối ủy quyền của Schaeffler (FAG, INA, LUK), NMB và dầu mỡ bôi trơn Bechem tại Việt Nam, thành lập tháng 8 năm 2011.</p>
<p>Hơn mười năm qua, chúng tôi cung cấp vòng bi chính hãng, dụng cụ bảo trì và dịch vụ kỹ thuật cho các nhà máy xi măng, thép, giấy, thực phẩm và năng lượng trên cả nước.</p>
<h3>Cam kết của chúng tôi</h3>
<ul>
<li>Sản phẩm chính hãng, có chứng nhận xuất xứ (CO) và chất lượng (CQ).</li>
<li>Đội ngũ kỹ sư được Schaeffler đào tạo, hỗ trợ tại hiện trường 24/7.</li>
<li>Kho hàng tại Hà Nội và Bình Dương, giao nhanh trong ngày.</li>
</ul>`;

const contactText = `<h2>Liên hệ với chúng tôi</h2>
<p>Đội ngũ kỹ thuật và kinh doanh luôn sẵn sàng tư vấn chọn vòng bi, dầu mỡ bôi trơn và giải pháp bảo trì phù hợp với thiết bị của quý khách.</p>
<p><strong>Trụ sở Hà Nội:</strong> Số 18 Phạm Văn Đồng, phường Mai Dịch, quận Cầu Giấy, Hà Nội<br>
<strong>Chi nhánh Bình Dương:</strong> Lô C5, KCN Sóng Thần 2, TP. Dĩ An, Bình Dương</p>
<p><strong>Hotline:</strong> <a href="tel:0912345678">0912 345 678</a> — <strong>E-mail:</strong> <a href="mailto:kinhdoanh@vongbiviet.vn">kinhdoanh@vongbiviet.vn</a></p>
<p>Giờ làm việc: thứ Hai đến thứ Bảy, 8:00 – 17:30.</p>`;

const numbered = <T extends readonly string[]>(
  prefix: string,
  label: string,
  values: T,
  href: (value: T[number]) => string,
) =>
  values.map((value, index) => ({
    configKey: `${prefix}${index + 1}`,
    label: `${label} ${index + 1}`,
    value: href(value),
  }));

export const demoConfiguration: ConfigItemInput[] = [
  { configKey: 'PHONE', label: 'Hotline tư vấn (đầu trang)', value: '0912 345 678' },
  { configKey: 'Zalo', label: 'Số Zalo nút liên hệ nổi', value: '0912345678' },
  {
    configKey: ZALO_CONTACT_NAME_KEY,
    label: 'Nút Zalo: người liên hệ kinh doanh (sau số Zalo)',
    value: 'Mr. Tuấn – Kinh doanh',
  },
  { configKey: 'ABOUT_US', label: 'Nội dung trang Về chúng tôi', value: aboutUs },
  { configKey: 'FOOTER_COL1_ADDRESS', label: 'Chân trang: địa chỉ', value: 'Số 18 Phạm Văn Đồng, Cầu Giấy, Hà Nội' },
  { configKey: 'FOOTER_COL1_PHONE1', label: 'Chân trang: điện thoại 1', value: '024 3765 8899' },
  { configKey: 'FOOTER_COL1_PHONE2', label: 'Chân trang: điện thoại 2', value: '0912 345 678' },
  { configKey: 'FOOTER_COL1_EMAIL', label: 'Chân trang: e-mail', value: 'kinhdoanh@vongbiviet.vn' },
  { configKey: 'FOOTER_COL3_PAYMENT', label: 'Chân trang: hướng dẫn thanh toán', value: '/blogs/huong-dan-thanh-toan' },
  { configKey: 'FOOTER_COL3_REFUND', label: 'Chân trang: chính sách đổi trả', value: '/blogs/chinh-sach-doi-tra' },
  { configKey: 'FOOTER_COL3_SHIP', label: 'Chân trang: chính sách vận chuyển', value: '/blogs/chinh-sach-van-chuyen' },
  {
    configKey: 'FOOTER_COL3_PAYMENTRULE',
    label: 'Chân trang: quy định thanh toán',
    value: '/blogs/quy-dinh-thanh-toan',
  },
  {
    configKey: 'FOOTER_COL4_FANPAGE',
    label: 'Chân trang: Fanpage Facebook',
    value: 'https://www.facebook.com/vongbiviet',
  },
  { configKey: 'FOOTER_COL4_YOUTUBE', label: 'Chân trang: kênh YouTube', value: 'https://www.youtube.com/@vongbiviet' },
  {
    configKey: 'CONTACT_GGMAP_LINK',
    label: 'Liên hệ: đường dẫn nhúng Google Maps',
    value:
      'https://www.google.com/maps?q=18+Ph%E1%BA%A1m+V%C4%83n+%C4%90%E1%BB%93ng+C%E1%BA%A7u+Gi%E1%BA%A5y+H%C3%A0+N%E1%BB%99i&output=embed',
  },
  { configKey: 'CONTACT_FULL_TEXT', label: 'Liên hệ: nội dung đầy đủ', value: contactText },
  {
    configKey: 'CONTACT_ADDRESS',
    label: 'Liên hệ: địa chỉ',
    value: 'Số 18 Phạm Văn Đồng, phường Mai Dịch, quận Cầu Giấy, Hà Nội',
  },
  ...numbered('NAV_SP_', 'Menu Sản phẩm: mục', productCategoryPaths, (path) => `/products/${path}`),
  ...numbered('NAV_DV_', 'Menu Dịch vụ: mục', servicePaths, (path) => `/services/${path}`),
  ...numbered('NAV_CCBD_', 'Menu Công cụ bảo dưỡng: mục', maintenanceToolPaths, (path) => `/products/${path}`),
  ...numbered(
    'SPDV_SP_',
    'Trang chủ: ô sản phẩm',
    [productCategoryPaths[1], productCategoryPaths[0], productCategoryPaths[2], productCategoryPaths[3]] as const,
    (path) => `/products/${path}`,
  ),
  ...numbered(
    'SPDV_DV_',
    'Trang chủ: ô dịch vụ',
    [servicePaths[0], servicePaths[3]] as const,
    (path) => `/services/${path}`,
  ),
  { configKey: 'BLOG_BIG', label: 'Trang chủ: tin lớn', value: newsPaths[0] },
  { configKey: 'BLOG_1', label: 'Trang chủ: tin nhỏ 1', value: newsPaths[1] },
  { configKey: 'BLOG_2', label: 'Trang chủ: tin nhỏ 2', value: newsPaths[2] },
  ...numbered('BLOG_RIGHT_', 'Trang chủ: hỗ trợ kỹ thuật', supportPaths.slice(0, 4), (path) => path),
  ...numbered('VIDEO_', 'Trang chủ: video YouTube', homeVideoYoutubeIds, (id) => id),
  {
    configKey: 'QUOTE_EMAIL',
    label: 'Yêu cầu báo giá: e-mail nhận thông báo (chỉ nhân viên thấy)',
    value: 'kinhdoanh@vongbiviet.vn',
  },
  {
    configKey: 'QUOTE_THANK_YOU',
    label: 'Yêu cầu báo giá: lời nhắn sau khi gửi',
    value: 'Nhân viên kinh doanh sẽ gọi lại cho bạn trong giờ làm việc để báo giá.',
  },
];
