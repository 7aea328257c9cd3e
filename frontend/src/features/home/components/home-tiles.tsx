import { Link } from 'react-router-dom';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { SiteImage } from '@/components/ui/site-image';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import type { HomeTile } from '../home-slots';

/** The product tiles, then the service tiles, each leading to the page its slot names. */
export const HomeTiles = ({ productTiles, serviceTiles }: { productTiles: HomeTile[]; serviceTiles: HomeTile[] }) => (
  <section className="container home-section" aria-labelledby="tiles-heading">
    <h2 id="tiles-heading" className="section-title">
      Sản phẩm &amp; dịch vụ
    </h2>
    <div className="tile-grid">
      {[...productTiles, ...serviceTiles].map((tile, index) => (
        <article className={`tile ${index >= productTiles.length ? 'tile--service' : ''}`} key={tile.title}>
          <SiteImage
            className="tile__image"
            src={tile.imageUrl}
            alt=""
            width={480}
            height={270}
            sizes={IMAGE_SIZES.tile}
          />
          <div className="tile__body">
            <h3>
              <SmartLink href={tile.href} className="tile__link">
                {tile.title}
              </SmartLink>
            </h3>
            <Link className="button button--ghost tile__contact" to={paths.contact}>
              Liên hệ
            </Link>
          </div>
        </article>
      ))}
    </div>
  </section>
);
