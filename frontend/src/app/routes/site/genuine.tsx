import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { getCertificates } from '@/features/genuine/api/get-certificates';
import { CertificateCards } from '@/features/genuine/components/certificate-cards';
import { OriginCheckGuide } from '@/features/genuine/components/origin-check-guide';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';
import genuineStyles from '@/styles/genuine.css?inline';

export const genuineLoader = async ({ context }: LoaderFunctionArgs) => ({
  certificates: await getCertificates(apiOf(context)),
  // The day the certificates are judged on while rendering, carried to the browser so hydration renders the same
  // (see CertificateCards).
  renderedOn: vietnamToday(),
});

type GenuineData = Awaited<ReturnType<typeof genuineLoader>>;

const TITLE = 'Hàng chính hãng';

export const genuineHandle: MetaHandle = {
  meta: (data) => {
    const { certificates } = data as GenuineData;
    return {
      title: TITLE,
      description:
        'Chứng nhận nhà phân phối ủy quyền của Vòng bi Việt, cách kiểm tra hộp vòng bi FAG, INA bằng ứng dụng ' +
        'OriginCheck của Schaeffler và cách báo một sản phẩm nghi là hàng giả.',
      path: paths.genuine,
      about: {
        type: 'Certifications',
        certificates: certificates.map((certificate) => ({
          name: certificate.title,
          issuer: certificate.issuer,
          validFrom: certificate.validFrom,
          validTo: certificate.validTo,
          image: certificate.image?.urlPath,
          document: certificate.document?.urlPath,
        })),
      },
    };
  },
};

export const GenuinePage = () => {
  const { certificates, renderedOn } = useLoaderData<typeof genuineLoader>();
  const { value } = useConfiguration();
  const phone = value(CONFIG_KEY.PHONE);
  return (
    <>
      <style>{genuineStyles}</style>
      <PageBanner
        title={TITLE}
        lead="Vòng bi Việt là nhà phân phối ủy quyền: mọi sản phẩm chúng tôi bán đều có nguồn gốc từ hãng"
      />
      <div className="container page-body genuine-page">
        <Breadcrumb items={[{ label: 'Trang chủ', to: paths.home }, { label: TITLE }]} />
        <section className="genuine-section" aria-labelledby="certificates-heading">
          <h2 id="certificates-heading">Chứng nhận đang có hiệu lực</h2>
          <CertificateCards certificates={certificates} renderedOn={renderedOn} />
        </section>
        <OriginCheckGuide />
        <section className="genuine-section genuine-report" aria-labelledby="report-heading">
          <h2 id="report-heading">Nghi ngờ hàng giả? Hãy báo cho chúng tôi</h2>
          <p>
            Gửi cho chúng tôi ảnh chụp hộp (mặt có nhãn và mã), ký hiệu khắc trên vòng bi, nơi mua và hóa đơn nếu có.
            Chúng tôi sẽ cùng hãng kiểm tra và trả lời quý khách.
          </p>
          <div className="genuine-report__actions">
            {phone && (
              <a className="button button--primary" href={`tel:${phone.replace(/\s+/g, '')}`}>
                Gọi {phone}
              </a>
            )}
            <Link className="button button--ghost" to={paths.contact}>
              Trang liên hệ
            </Link>
            <Link className="button button--ghost" to={paths.quote}>
              Yêu cầu báo giá hàng chính hãng
            </Link>
          </div>
        </section>
      </div>
    </>
  );
};
