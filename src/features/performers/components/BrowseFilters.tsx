/**
 * The filters bar of the performer browser: free text, tag, language, gender and
 * sort. It only reports the new filters; the browser puts them in the URL.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Segmented } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
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

/**
 * The text and tag fields, the language and the sort are the browser's own controls
 * (a search field, a field with suggestions, two selects): light on the page every
 * visitor opens first, and at home with the keyboard, screen readers and phones.
 */
export function BrowseFilters({ filters, tags, onChange }: Props) {
  const { t, i18n } = useTranslation(['components', 'pages']);
  const languages = useAppSelector(selectPublicSettings)?.languages ?? [];
  const tagList = useId();

  const tagOptions = [...new Set([...(filters.tag ? [filters.tag] : []), ...tags])];
  const languageOptions = languages
    .map((code) => ({ value: code, label: languageName(code, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onChange({ q: String(text ?? '').trim() });
  };
  /**
   * A tag chosen from the suggestions applies at once (the browser fills the field without
   * typing), a typed one with Enter; an emptied field clears it.
   */
  const tagChanged = (value: string, how: 'typed' | 'picked' | 'entered') => {
    const tag = value.trim().replace(/^#/, '').toLowerCase();
    if (tag === filters.tag) return;
    if (!tag || how === 'entered' || (how === 'picked' && tagOptions.includes(tag))) onChange({ tag });
  };

  return (
    <div className={styles.filters} data-testid="browse-filters">
      <form role="search" className={`${styles.text} ${styles.searchBox}`} onSubmit={search} data-testid="browse-search">
        <input
          key={filters.q}
          type="search"
          name="q"
          className={styles.field}
          defaultValue={filters.q}
          placeholder={t('home.searchPlaceholder', { ns: 'pages' })}
          aria-label={t('home.searchPlaceholder', { ns: 'pages' })}
          // Emptying the field (its clear button too) shows everyone again.
          onChange={(event) => event.target.value === '' && filters.q && onChange({ q: '' })}
        />
        <button type="submit" className={styles.searchButton} aria-label={t('browse.search')}>
          <SearchOutlined />
        </button>
      </form>
      <input
        key={filters.tag}
        type="search"
        list={tagList}
        className={`${styles.field} ${styles.select}`}
        defaultValue={filters.tag}
        placeholder={t('browse.tag')}
        aria-label={t('browse.tag')}
        onChange={(event) => {
          const { inputType } = event.nativeEvent as InputEvent;
          tagChanged(event.target.value, !inputType || inputType === 'insertReplacementText' ? 'picked' : 'typed');
        }}
        onKeyDown={(event) => event.key === 'Enter' && tagChanged(event.currentTarget.value, 'entered')}
        data-testid="browse-tag"
      />
      <datalist id={tagList}>
        {tagOptions.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <select
        className={`${styles.field} ${styles.select}`}
        value={filters.language}
        aria-label={t('browse.language')}
        onChange={(event) => onChange({ language: event.target.value })}
        data-testid="browse-language"
      >
        <option value="">{t('browse.language')}</option>
        {languageOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label className={`${styles.field} ${styles.sort}`}>
        <span className={styles.sortLabel}>{t('browse.sortBy')}</span>
        <select
          value={filters.sortBy}
          onChange={(event) => onChange({ sortBy: event.target.value as PerformerSort })}
          data-testid="browse-sort"
        >
          {PERFORMER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`browse.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
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
