import { useTranslation } from 'react-i18next';
import './PageLoading.css';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading container" role="status">
      {t('site.loading')}
    </p>
  );
}
