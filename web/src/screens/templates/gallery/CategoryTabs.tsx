import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TemplateCategory } from '../../../gql/graphql';
import type { CategoryTab } from './galleryState';

const ALL = 'all';

/** The gallery's category tabs, each with how many templates it holds for the current search. */
export function CategoryTabs({
  tabs,
  chosen,
  onChoose,
}: {
  tabs: CategoryTab[];
  chosen: TemplateCategory | null;
  onChoose(category: TemplateCategory | null): void;
}) {
  const { t } = useTranslation('templates');
  return (
    <TabList
      aria-label={t('gallery.categories')}
      selectedValue={chosen ?? ALL}
      onTabSelect={(_, d) => onChoose(d.value === ALL ? null : (d.value as TemplateCategory))}
    >
      {tabs.map((tab) => (
        <Tab key={tab.category ?? ALL} value={tab.category ?? ALL}>
          {t('gallery.tab', { name: tab.category ? t(`categories.${tab.category}`) : t('gallery.all'), count: tab.count })}
        </Tab>
      ))}
    </TabList>
  );
}
