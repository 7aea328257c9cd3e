// Paths of the demo records that the navigation, home tiles and home slots point at. The catalogue seed
// creates records with exactly these paths, so the links in the seeded configuration all resolve.

export const productCategoryPaths = [
  'goi-do-vong-bi',
  'vong-bi-fag',
  'vong-bi-ina',
  'vong-bi-nmb',
  'vong-bi-khac',
  'mo-boi-tron-bechem',
  'san-pham-cong-nghe-moi-schaeffler',
] as const;

export const maintenanceToolPaths = ['may-gia-nhiet-cam-ung', 'cao-thuy-luc', 'giai-phap-boi-tron'] as const;

export const servicePaths = [
  'do-phan-tich-rung-dong',
  'can-chinh-dong-tam-truc',
  'kiem-tra-sua-chua-hop-so',
  'gia-nhiet-lap-dat-vong-bi',
] as const;

export const newsPaths = [
  'schaeffler-ra-mat-the-he-vong-bi-moi',
  'hoi-thao-bao-tri-du-doan-tai-ha-noi',
  'canh-bao-vong-bi-gia-mao',
  'bechem-mo-chiu-nhiet-cho-nganh-thep',
  'khai-truong-kho-hang-binh-duong',
  'chung-nhan-nha-phan-phoi-uy-quyen-2026',
] as const;

export const supportPaths = [
  'cach-chon-vong-bi-phu-hop',
  'huong-dan-lap-dat-vong-bi-bang-gia-nhiet',
  'chu-ky-bo-sung-mo-boi-tron',
  'nhan-biet-hu-hong-vong-bi-qua-do-rung',
  'can-chinh-truc-bang-laser',
  'bao-quan-vong-bi-trong-kho',
] as const;

/**
 * Stand-ins until staff enter the company's own videos: YouTube's IFrame API sample and Blender Foundation's
 * open films, chosen because they are long-lived and safe to embed.
 */
export const homeVideoYoutubeIds = ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8'] as const;
