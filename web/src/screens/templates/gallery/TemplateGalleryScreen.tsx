import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { Pagination } from '../../pipelines/list/Pagination';
import { TemplateGalleryQuery } from '../documents';
import { CategoryTabs } from './CategoryTabs';
import { categoryTabs, galleryReducer, initialGalleryState, toGalleryVariables } from './galleryState';
import { NewcomerCard } from './NewcomerCard';
import { TemplateCard } from './TemplateCard';
import { TemplateSearch } from './TemplateSearch';
import { FetchFailed } from '../../../components/FetchFailed';
import { usePageInRange } from '../../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/**
 * /pipeline-template (spec §2), where every unknown path and every new user lands: the first card for people who
 * never built a pipeline, category tabs with counts, a search that waits 500 ms, cards that start creation.
 */
export default function TemplateGalleryScreen() {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(galleryReducer, initialGalleryState);
  const [result, refetch] = useQuery({ query: TemplateGalleryQuery, variables: toGalleryVariables(state) });
  const page = result.data?.templates;

  const toPage = useCallback((p: number) => dispatch({ type: 'page', page: p }), []);
  usePageInRange(state.page, page?.total, toPage);

  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={600} weight="semibold">
          {tc('routes.pipelineTemplate')}
        </Text>
        <Button appearance="primary" onClick={() => void navigate('/data-pipeline/create-cmb-index')}>
          {tc('routes.createCmbIndex')}
        </Button>
      </div>
      <NewcomerCard />
      <h2 className={styles.subheading}>{t('gallery.allTemplates')}</h2>
      <TemplateSearch onSearch={(keyword) => dispatch({ type: 'keyword', keyword })} />
      {result.data && (
        <CategoryTabs
          tabs={categoryTabs(result.data.templateCategories, state.category)}
          chosen={state.category}
          onChoose={(category) => dispatch({ type: 'category', category })}
        />
      )}
      {result.error && !page ? (
        <FetchFailed refetch={refetch} />
      ) : !page ? (
        <Spinner label={tc('common.loading')} />
      ) : page.items.length === 0 ? (
        <Text className={styles.empty}>{state.keyword ? t('gallery.noMatch', { keyword: state.keyword }) : t('gallery.empty')}</Text>
      ) : (
        <ul className={styles.grid} aria-label={t('gallery.list')}>
          {page.items.map((template) => (
            <li key={template.templateId}>
              <TemplateCard template={template} />
            </li>
          ))}
        </ul>
      )}
      {page && <Pagination page={state.page} total={page.total} onPage={toPage} />}
    </section>
  );
}
