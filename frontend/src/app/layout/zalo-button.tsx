import { useConfiguration } from '@/features/configuration/configuration-context';

export const SALES_CONTACT = 'Mr. Tuấn – Kinh doanh';

/** The floating chat button: the messaging app's site plus the configured number, in a new tab. */
export const ZaloButton = () => {
  const number = useConfiguration().value('Zalo');
  const label = `${number} (${SALES_CONTACT})`;
  return (
    <a className="zalo-button" href={`https://zalo.me/${number}`} target="_blank" rel="noopener noreferrer">
      <span className="zalo-button__badge" aria-hidden="true">
        Zalo
      </span>
      <span className="zalo-button__label">{label}</span>
    </a>
  );
};
