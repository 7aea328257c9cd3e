import type { StaffRole } from '@vongbi/functions/contract/staff';

export { STAFF_ROLE_LABEL } from '@vongbi/functions/contract/staff';

/** What a role may do, in a line, where an owner chooses it. */
export const STAFF_ROLE_SCOPE: Record<StaffRole, string> = {
  owner: 'Toàn quyền, kể cả tài khoản nhân viên, cấu hình và nhật ký thay đổi.',
  editor: 'Sản phẩm, bài viết, banner, video, trang Giới thiệu và nội dung trang Liên hệ.',
  sales: 'Yêu cầu báo giá và danh sách đăng ký nhận tin.',
};
