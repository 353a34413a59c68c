// The dashboard parts' formatting: the shared formatters (lib/format) and content-type names.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

export function useDashboardFormat() {
  const { t } = useTranslation('voice-setup');
  const format = useFormatters();
  return useMemo(
    () => ({
      ...format,
      /** A content type's name, starting with a capital as a label does (the catalogue has running-text case). */
      contentType: (type: string) =>
        format.capitalise(t(`enums.contentType.${type}`, { defaultValue: type.replace(/_/g, ' ') })),
    }),
    [format, t],
  );
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
