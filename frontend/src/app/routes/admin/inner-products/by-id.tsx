import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { adminPaths } from '@/config/admin-screens';
import { getInnerProduct } from '@/features/inner-products/api/get-inner-product';

/** A product's edit screen reached from its id alone (a quote request's line): its address names its category. */
export const innerProductByIdLoader = async ({ params }: LoaderFunctionArgs) => {
  const product = await getInnerProduct(params.innerId!);
  return redirect(adminPaths.innerProduct(product.outerProductId, product.id));
};
