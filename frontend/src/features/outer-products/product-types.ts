import { PRODUCT_TYPE, siteAddress, type ProductType } from '@vongbi/functions/contract/site-addresses';

/** Names of the product types, by code. */
export const productTypeNames: Readonly<Record<ProductType, string>> = {
  [PRODUCT_TYPE.product]: 'Sản phẩm',
  [PRODUCT_TYPE.maintenanceTool]: 'Dụng cụ bảo dưỡng',
};

/** The public list a category of this type belongs to, as breadcrumbs name it: products or maintenance tools. */
export const productListOf = (productType: number): { label: string; path: string } =>
  productType === PRODUCT_TYPE.maintenanceTool
    ? { label: 'Công cụ bảo dưỡng', path: siteAddress.productsMaintain }
    : { label: 'Sản phẩm', path: siteAddress.products };
