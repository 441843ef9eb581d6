/**
 * The filters bar of the performer browser: free text, tag, language, gender and
 * sort. It only reports the new filters; the browser puts them in the URL.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Input, Segmented, Select } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { PERFORMER_SORTS } from '@/shared/constants';
import { languageName } from '../attributes';
import { PERFORMER_GENDERS, type BrowseFilters as Filters, type PerformerGender, type PerformerSort } from '../browse';
import styles from './PerformerBrowser.module.css';

interface Props {
  filters: Filters;
  /** Tags to offer (the most frequent among the shown performers); any other can be typed. */
  tags: string[];
  onChange: (change: Partial<Filters>) => void;
}

export function BrowseFilters({ filters, tags, onChange }: Props) {
  const { t, i18n } = useTranslation(['components', 'pages']);
  const languages = useAppSelector(selectPublicSettings)?.languages ?? [];
  const [tagSearch, setTagSearch] = useState('');

  const typedTag = tagSearch.trim().toLowerCase();
  const tagOptions = [...new Set([...(typedTag ? [typedTag] : []), ...(filters.tag ? [filters.tag] : []), ...tags])].map((tag) => ({
    value: tag,
    label: `#${tag}`,
  }));
  const languageOptions = languages
    .map((code) => ({ value: code, label: languageName(code, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));

  return (
    <div className={styles.filters} data-testid="browse-filters">
      <Input.Search
        key={filters.q}
        className={styles.text}
        allowClear
        defaultValue={filters.q}
        placeholder={t('home.searchPlaceholder', { ns: 'pages' })}
        aria-label={t('home.searchPlaceholder', { ns: 'pages' })}
        onSearch={(value) => onChange({ q: value.trim() })}
        data-testid="browse-search"
      />
      <Select
        className={styles.select}
        showSearch={{ onSearch: setTagSearch, filterOption: true }}
        allowClear
        value={filters.tag || undefined}
        placeholder={t('browse.tag')}
        aria-label={t('browse.tag')}
        options={tagOptions}
        onChange={(tag?: string) => {
          setTagSearch('');
          onChange({ tag: tag ?? '' });
        }}
        notFoundContent={null}
        data-testid="browse-tag"
      />
      <Select
        className={styles.select}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        value={filters.language || undefined}
        placeholder={t('browse.language')}
        aria-label={t('browse.language')}
        options={languageOptions}
        onChange={(language?: string) => onChange({ language: language ?? '' })}
        data-testid="browse-language"
      />
      <Select
        className={styles.sort}
        value={filters.sortBy}
        aria-label={t('browse.sortBy')}
        prefix={t('browse.sortBy')}
        options={PERFORMER_SORTS.map((sort) => ({ value: sort, label: t(`browse.sort.${sort}`) }))}
        onChange={(sortBy: PerformerSort) => onChange({ sortBy })}
        data-testid="browse-sort"
      />
      <div className={styles.gender}>
        <Segmented<PerformerGender | ''>
          value={filters.gender}
          options={[
            { value: '', label: t('browse.gender.all') },
            ...PERFORMER_GENDERS.map((gender) => ({ value: gender, label: t(`browse.gender.${gender}`) })),
          ]}
          onChange={(gender) => onChange({ gender })}
          aria-label={t('browse.gender')}
          data-testid="browse-gender"
        />
      </div>
    </div>
  );
}
