import { Carousel } from '@/components/ui/carousel';

const BRANDS = [
  { name: 'FAG', note: 'Schaeffler', className: 'brand--fag' },
  { name: 'INA', note: 'Schaeffler', className: 'brand--ina' },
  { name: 'LUK', note: 'Schaeffler', className: 'brand--luk' },
  { name: 'NMB', note: 'Minebea', className: 'brand--nmb' },
  { name: 'Bechem', note: 'Lubrication', className: 'brand--bechem' },
];

const BRAND_AUTOPLAY_MS = 3000;

/** The brands the company distributes, turning by themselves. */
export const BrandStrip = () => (
  <section className="brands" aria-labelledby="brands-heading">
    <div className="container">
      <h2 id="brands-heading" className="visually-hidden">
        Thương hiệu phân phối
      </h2>
      <Carousel
        label="Thương hiệu phân phối"
        slideClassName="carousel__slide--brand"
        align="start"
        loop
        autoplayMs={BRAND_AUTOPLAY_MS}
      >
        {BRANDS.map((brand) => (
          <div className={`brand ${brand.className}`} key={brand.name}>
            <strong>{brand.name}</strong>
            <small>{brand.note}</small>
          </div>
        ))}
      </Carousel>
    </div>
  </section>
);
