import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';

export const HomePage = () => {
  const phone = useConfiguration().value('PHONE');
  return (
    <section className="hero">
      <div className="container hero__inner">
        <p className="hero__eyebrow">Nhà phân phối ủy quyền từ tháng 8/2011</p>
        <h1>Vòng bi chính hãng, bôi trơn đúng chuẩn, bảo trì tận nơi</h1>
        <p className="hero__lead">
          FAG, INA, LUK, NMB và mỡ bôi trơn Bechem cho nhà máy Việt Nam — cùng đội ngũ kỹ sư đo rung, căn chỉnh trục và
          lắp đặt vòng bi.
        </p>
        <div className="hero__actions">
          <Link className="button button--accent" to={paths.contact}>
            Nhận tư vấn miễn phí
          </Link>
          {phone && <span className="hero__phone">Hotline: {phone}</span>}
        </div>
      </div>
    </section>
  );
};
