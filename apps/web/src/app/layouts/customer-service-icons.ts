import type { CustomerService } from '@nova/contracts/api/system';
import type { IconName } from '../../components/icon';

export const CS_ICONS: Record<CustomerService['csType'], IconName> = {
  LIVECHAT: 'headset',
  FACEBOOK: 'facebook',
  TELEGRAM: 'telegram',
  TELEGRAM1: 'telegram',
  WHATSAPP: 'whatsapp',
};
