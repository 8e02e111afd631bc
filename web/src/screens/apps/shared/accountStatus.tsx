import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** An account's last known connection state (spec §4 "account connection failed" flags the steps that use it). */
export function AccountStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('apps');
  const color = status === 'OK' ? 'success' : status === 'FAILED' ? 'danger' : 'informative';
  return (
    <Badge appearance="tint" color={color}>
      {t(`status.${status === 'OK' || status === 'FAILED' ? status : 'UNKNOWN'}`)}
    </Badge>
  );
}
