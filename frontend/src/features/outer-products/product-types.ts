/** Names of the product types, by code: 0 product, 1 maintenance tool. */
export const productTypeNames: readonly string[] = ['Sản phẩm', 'Dụng cụ bảo dưỡng'];
