import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading container" role="status">
      {t('site.loading')}
    </p>
  );
}
