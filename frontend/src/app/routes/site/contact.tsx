import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { PageBanner } from '@/components/ui/page-banner';
import { RichHtml } from '@/components/ui/rich-html';
import { paths } from '@/config/paths';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getPageText } from '@/features/configuration/api/get-configuration';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';

export const contactLoader = ({ context }: LoaderFunctionArgs) =>
  getPageText(apiOf(context), CONFIG_KEY.CONTACT_FULL_TEXT);

export const contactHandle: MetaHandle = {
  meta: () => ({
    title: 'Liên hệ',
    description: 'Liên hệ Vòng bi Việt để được tư vấn chọn vòng bi, mỡ bôi trơn và dịch vụ bảo trì công nghiệp.',
    path: paths.contact,
  }),
};

/** Only an https map address is embedded (the configured Google Maps link). */
const safeMapUrl = (value: string | undefined) => (value && /^https:\/\//.test(value) ? value : undefined);

/**
 * The map (Google's, a megabyte of scripts) is published without an address, like a lazy image
 * (components/ui/site-image.tsx): the page's inline script (src/boot.ts) gives it its address, `data-src`, once
 * the page has painted, and the app gives it when it renders the page itself. React never writes `src`, since
 * writing it again would load the map again.
 */
const giveMapItsAddress = (frame: HTMLIFrameElement | null) => {
  if (frame && !frame.hasAttribute('src')) frame.src = frame.dataset.src!;
};

export const ContactPage = () => {
  const text = useLoaderData<typeof contactLoader>()?.value ?? '';
  const { value } = useConfiguration();
  const address = value(CONFIG_KEY.CONTACT_ADDRESS);
  const mapUrl = safeMapUrl(value(CONFIG_KEY.CONTACT_GGMAP_LINK));
  return (
    <>
      <PageBanner title="Liên hệ" lead="Đội ngũ kỹ thuật và kinh doanh luôn sẵn sàng tư vấn cho quý khách" />
      <div className="container page-body contact-page">
        <RichHtml html={text} />
        <aside className="contact-page__map" aria-label="Bản đồ">
          <h2>Địa chỉ</h2>
          <p>{address ?? 'N/A'}</p>
          {address && (
            <a
              className="button button--primary"
              href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Chỉ đường
            </a>
          )}
          {mapUrl && (
            <iframe
              key={mapUrl}
              ref={giveMapItsAddress}
              className="contact-page__iframe"
              data-src={mapUrl}
              title={`Bản đồ: ${address ?? 'Vòng bi Việt'}`}
              width="600"
              height="400"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          )}
        </aside>
      </div>
    </>
  );
};
