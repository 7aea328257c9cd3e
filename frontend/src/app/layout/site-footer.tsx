import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { Link } from 'react-router-dom';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { SubscribeForm } from '@/features/subscriptions/components/subscribe-form';
import { linkOrHash } from '@/lib/site-format';

export const SiteFooter = () => {
  const { value } = useConfiguration();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section>
          <h2>Công ty TNHH Kỹ thuật Vòng bi Việt</h2>
          <p>{value(CONFIG_KEY.FOOTER_COL1_ADDRESS)}</p>
          <p>
            Điện thoại: {value(CONFIG_KEY.FOOTER_COL1_PHONE1)} · {value(CONFIG_KEY.FOOTER_COL1_PHONE2)}
          </p>
          <p>E-mail: {value(CONFIG_KEY.FOOTER_COL1_EMAIL)}</p>
          <SubscribeForm />
        </section>
        <section>
          <h2>Danh mục</h2>
          <ul>
            <li>
              <Link to={paths.services}>Dịch vụ</Link>
            </li>
            <li>
              <Link to={paths.products}>Sản phẩm</Link>
            </li>
            <li>
              <Link to={paths.productsMaintain}>Công cụ bảo dưỡng</Link>
            </li>
            <li>
              <Link to={paths.blogs}>Tin tức &amp; hỗ trợ kỹ thuật</Link>
            </li>
            <li>
              <Link to={paths.genuine}>Hàng chính hãng</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Công cụ kỹ thuật</h2>
          <ul>
            <li>
              <Link to={paths.bearingFrequencies}>Tần số hư hỏng vòng bi</Link>
            </li>
            <li>
              <Link to={paths.mountingTemperature}>Nhiệt độ gia nhiệt lắp vòng bi</Link>
            </li>
            <li>
              <Link to={paths.relubrication}>Chu kỳ và lượng mỡ bổ sung</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Hỗ trợ khách hàng</h2>
          <ul>
            <li>
              <SmartLink href={linkOrHash(value(CONFIG_KEY.FOOTER_COL3_PAYMENT))}>Hướng dẫn thanh toán</SmartLink>
            </li>
            <li>
              <SmartLink href={linkOrHash(value(CONFIG_KEY.FOOTER_COL3_REFUND))}>Chính sách đổi trả</SmartLink>
            </li>
            <li>
              <SmartLink href={linkOrHash(value(CONFIG_KEY.FOOTER_COL3_SHIP))}>Chính sách vận chuyển</SmartLink>
            </li>
            <li>
              <SmartLink href={linkOrHash(value(CONFIG_KEY.FOOTER_COL3_PAYMENTRULE))}>Quy định thanh toán</SmartLink>
            </li>
          </ul>
        </section>
        <section>
          <h2>Kết nối</h2>
          <ul>
            <li>
              <SmartLink href={linkOrHash(value(CONFIG_KEY.FOOTER_COL4_FANPAGE))}>Facebook</SmartLink>
            </li>
            <li>
              <SmartLink href={linkOrHash(value(CONFIG_KEY.FOOTER_COL4_YOUTUBE))}>YouTube</SmartLink>
            </li>
          </ul>
        </section>
      </div>
      <div className="site-footer__legal">
        <p className="container">
          Giấy chứng nhận đăng ký doanh nghiệp số 0105468793 do Sở Kế hoạch và Đầu tư TP. Hà Nội cấp ngày 15/08/2011.
          Chứng nhận ISO 9001:2015.
        </p>
      </div>
    </footer>
  );
};
