import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The page's first view: what the company is, and the two ways to reach it. */
export const HomeHero = ({ phone }: { phone: string | undefined }) => (
  <section className="hero">
    <div className="container hero__inner">
      <p className="hero__eyebrow">Nhà phân phối ủy quyền từ tháng 8/2011</p>
      <h1>Vòng bi chính hãng, bôi trơn đúng chuẩn, bảo trì tận nơi</h1>
      <p className="hero__lead">
        FAG, INA, LUK, NMB và mỡ bôi trơn Bechem cho nhà máy Việt Nam — cùng đội ngũ kỹ sư đo rung, căn chỉnh trục và
        lắp đặt vòng bi.
      </p>
      <div className="hero__actions">
        <Link className="button button--accent button--large" to={paths.contact}>
          Nhận tư vấn miễn phí
        </Link>
        {phone && (
          <a className="hero__phone" href={`tel:${phone.replace(/\s+/g, '')}`}>
            Hotline: {phone}
          </a>
        )}
      </div>
    </div>
  </section>
);
