import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sizeText } from './requestParts';

/** A request's size in the UI language ('512 字节', '1.5 KB'). */
export function useFormatSize(): (bytes: number) => string {
  const { t } = useTranslation('logs');
  return useCallback(
    (bytes) => {
      const { unit, value } = sizeText(bytes);
      return t(`accepts.bytes.${unit}`, { value });
    },
    [t],
  );
}
