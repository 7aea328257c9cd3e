import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The company in three sentences and three figures, leading to the about-us page. */
export const AboutBlock = () => (
  <section className="about-block" aria-labelledby="about-heading">
    <div className="container about-block__inner">
      <div>
        <h2 id="about-heading">Về Vòng bi Việt</h2>
        <p>
          Thành lập tháng 8 năm 2011, Công ty TNHH Kỹ thuật Vòng bi Việt là nhà phân phối ủy quyền của Schaeffler (FAG,
          INA, LUK), NMB và mỡ bôi trơn Bechem, phục vụ các nhà máy xi măng, thép, giấy, thực phẩm và năng lượng trên cả
          nước.
        </p>
        <Link className="button button--primary" to={paths.aboutUs}>
          Tìm hiểu thêm
        </Link>
      </div>
      <ul className="about-block__facts">
        <li>
          <strong>2011</strong> năm thành lập
        </li>
        <li>
          <strong>5</strong> thương hiệu chính hãng
        </li>
        <li>
          <strong>24/7</strong> hỗ trợ kỹ thuật
        </li>
      </ul>
    </div>
  </section>
);
