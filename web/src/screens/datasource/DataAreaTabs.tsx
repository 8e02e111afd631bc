import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The data-source area's two lists (issue 17): the tables, and the models trained on them. */
export function DataAreaTabs({ current }: { current: 'tables' | 'models' }) {
  const { t } = useTranslation('datasource');
  const navigate = useNavigate();
  return (
    <TabList
      selectedValue={current}
      aria-label={t('tabs.label')}
      onTabSelect={(_, d) => navigate(d.value === 'models' ? '/data-source/models' : '/data-source')}
    >
      <Tab value="tables">{t('tabs.tables')}</Tab>
      <Tab value="models">{t('tabs.models')}</Tab>
    </TabList>
  );
}
