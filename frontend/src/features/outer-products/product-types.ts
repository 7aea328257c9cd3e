import { PRODUCT_TYPE, type ProductType } from '@vongbi/functions/contract/site-addresses';

/** Names of the product types, by code. */
export const productTypeNames: Readonly<Record<ProductType, string>> = {
  [PRODUCT_TYPE.product]: 'Sản phẩm',
  [PRODUCT_TYPE.maintenanceTool]: 'Dụng cụ bảo dưỡng',
};
