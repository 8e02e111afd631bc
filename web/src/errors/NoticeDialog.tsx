import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link as FluentLink,
  Text,
} from '@fluentui/react-components';
import { errorByCode } from '@huiliu/core';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appErrorBus } from './appErrorBus';

/**
 * spec §2 root notice dialog: title '提示', OK and cancel both only close it. It opens for
 * any GraphQL error carrying one of core's PLAN_LIMIT_CODES and shows that limit's message, with a link to /plan
 * (issue 13 billing: where the limits, their use and the upgrade are).
 */
export function NoticeDialog() {
  const { t } = useTranslation();
  const [code, setCode] = useState<number | null>(null);

  useEffect(() => appErrorBus.subscribe((event) => event.type === 'planLimit' && setCode(event.upstreamCode)), []);

  const navigate = useNavigate();
  const close = () => setCode(null);
  // a link, not a third button: both buttons only close (spec §2); this one goes where the limits can be raised
  const viewPlan = (event: MouseEvent) => {
    event.preventDefault();
    close();
    void navigate('/plan');
  };
  // core's Chinese text is the fallback should a locale lack a newly added code
  const message = code === null ? '' : t(`errors.${code}`, { defaultValue: errorByCode(code)?.msg ?? '' });

  return (
    <Dialog open={code !== null} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface aria-label={t('notice.title')}>
        <DialogBody>
          <DialogTitle>{t('notice.title')}</DialogTitle>
          <DialogContent>
            <Text block>{message}</Text>
            <FluentLink href="/plan" onClick={viewPlan}>
              {t('notice.viewPlan')}
            </FluentLink>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {t('common.ok')}
            </Button>
            <Button onClick={close}>{t('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
