import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { useConfiguration } from '@/features/configuration/configuration-context';

/**
 * The floating chat button: the messaging app's site plus the configured number, in a new tab. Its label is the
 * number and, in parentheses, the sales contact staff set (ZALO_CONTACT_NAME); the number alone without one.
 */
export const ZaloButton = () => {
  const { value } = useConfiguration();
  const number = value(CONFIG_KEY.ZALO);
  const contact = value(CONFIG_KEY.ZALO_CONTACT_NAME)?.trim();
  const label = contact ? `${number} (${contact})` : `${number}`;
  return (
    <a className="zalo-button" href={`https://zalo.me/${number}`} target="_blank" rel="noopener noreferrer">
      <span className="zalo-button__badge" aria-hidden="true">
        Zalo
      </span>
      <span className="zalo-button__label">{label}</span>
    </a>
  );
};
