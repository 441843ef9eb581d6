/**
 * The filters bar of the performer browser: free text, tag, language, gender and
 * sort. It only reports the new filters; the browser puts them in the URL.
 */
import { useId } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { PERFORMER_SORTS } from '@/shared/constants';
import { languageName } from '../attributes';
import { PERFORMER_GENDERS, type BrowseFilters as Filters } from '../browse';
import { SearchBox } from '@/features/ui/components/SearchBox';
import { SortSelect } from '@/features/ui/components/SortSelect';
import field from '@/features/ui/components/Field.module.css';
import bar from '@/features/ui/components/FilterBar.module.css';
import styles from './PerformerBrowser.module.css';

interface Props {
  filters: Filters;
  /** Tags to offer (the most frequent among the shown performers); any other can be typed. */
  tags: string[];
  onChange: (change: Partial<Filters>) => void;
}

/**
 * The text and tag fields, the language, the sort and the gender are the browser's own
 * controls (a search field, a field with suggestions, two selects, radio buttons drawn
 * as a segmented bar): light on the page every visitor opens first, and at home with
 * the keyboard, screen readers and phones.
 */
export function BrowseFilters({ filters, tags, onChange }: Props) {
  const { t, i18n } = useTranslation(['components', 'pages']);
  const languages = useAppSelector(selectPublicSettings)?.languages ?? [];
  const tagList = useId();
  const genderGroup = useId();

  const tagOptions = [...new Set([...(filters.tag ? [filters.tag] : []), ...tags])];
  const languageOptions = languages
    .map((code) => ({ value: code, label: languageName(code, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));

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
    <div className={bar.bar} data-testid="browse-filters">
      <SearchBox
        value={filters.q}
        placeholder={t('home.searchPlaceholder', { ns: 'pages' })}
        buttonLabel={t('browse.search')}
        onSearch={(q) => onChange({ q })}
        className={bar.text}
        testId="browse-search"
      />
      <input
        key={filters.tag}
        type="search"
        list={tagList}
        className={`${field.field} ${bar.select}`}
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
        className={`${field.field} ${bar.select}`}
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
      <SortSelect
        label={t('browse.sortBy')}
        value={filters.sortBy}
        options={PERFORMER_SORTS.map((sort) => ({ value: sort, label: t(`browse.sort.${sort}`) }))}
        onChange={(sortBy) => onChange({ sortBy })}
        className={bar.sort}
        testId="browse-sort"
      />
      <div className={styles.gender} role="radiogroup" aria-label={t('browse.gender')} data-testid="browse-gender">
        {(['', ...PERFORMER_GENDERS] as const).map((gender) => (
          <label key={gender} className={filters.gender === gender ? `${styles.segment} ${styles.chosen}` : styles.segment}>
            <input
              type="radio"
              name={genderGroup}
              value={gender}
              checked={filters.gender === gender}
              onChange={() => onChange({ gender })}
            />
            {t(gender ? `browse.gender.${gender}` : 'browse.gender.all')}
          </label>
        ))}
      </div>
    </div>
  );
}
