/**
 * The performer's profile details: bio, appearance, date of birth, languages, tags
 * and categories. Only changed fields are sent (PUT /performers).
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { showMessage } from '@/lib/toast';
import dayjs from 'dayjs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCategories } from '@/features/performers/slice';
import { ADULT_TEXTS, isAdult } from '@/shared/adult';
import { useFormat } from '@/lib/format';
import {
  HEIGHT_INCHES_MAX,
  HEIGHT_INCHES_MIN,
  lookCode,
  PERFORMER_LOOKS,
  WEIGHT_LBS_MAX,
  WEIGHT_LBS_MIN,
  type PerformerLook,
} from '@/shared/constants';
import { loadLanguages, saveDetails, selectLanguageList, type PerformerWithProfile } from '../slice';
import { detailsChanges, detailsValues, type DetailsValues } from '../details';
import { heightOptions, lookOptions, weightOptions } from '../options';
import { optionalBetween } from './rules';
import {
  CheckedForm,
  DateField,
  SelectField,
  TextAreaField,
  numberOf,
  textOf,
  textsOf,
  type FieldProblems,
} from '@/features/ui/components/CheckedForm';
import { MultiSelectField } from '@/features/ui/components/MultiSelectField';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useProfileRequest } from '../hooks/useProfileRequest';
import { useShownAnew } from '@/features/ui/hooks/useShownAnew';
import styles from './PerformerDetailsForm.module.css';

/** Limits of PerformerProfileFields. */
const MAX_TAGS = 30;
const MAX_TAG_LENGTH = 30;
const MAX_LANGUAGES = 20;
const MAX_CATEGORIES = 10;

const LOOKS = Object.keys(PERFORMER_LOOKS) as PerformerLook[];

/** The bio's field: named apart from the profile's own bio field, on another tab of the same page. */
const BIO = 'detailsBio';

/** The chosen code of an appearance field: null for none. */
const lookOf = <F extends PerformerLook>(data: FormData, field: F) => lookCode(field, textOf(data, field));

/** The form's values as the details' helpers take them. */
const valuesOf = (data: FormData): DetailsValues => {
  const birth = textOf(data, 'dateOfBirth');
  return {
    bio: textOf(data, BIO),
    heightInches: numberOf(data, 'heightInches'),
    weightLbs: numberOf(data, 'weightLbs'),
    hair: lookOf(data, 'hair'),
    eyes: lookOf(data, 'eyes'),
    ethnicity: lookOf(data, 'ethnicity'),
    bodyType: lookOf(data, 'bodyType'),
    dateOfBirth: birth ? dayjs(birth) : null,
    languages: textsOf(data, 'languages'),
    tags: textsOf(data, 'tags'),
    categoryIds: textsOf(data, 'categoryIds'),
  };
};

/** The options of a select of numbers, as the browser's select takes them. */
const asText = (options: { value: number; label: string }[]) => options.map(({ value, label }) => ({ value: String(value), label }));

/**
 * The details visitors filter and read a performer by (appearance, languages, categories,
 * tags), with her bio and date of birth; a save sends only what changed.
 */
export function PerformerDetailsForm({ performer }: { performer: PerformerWithProfile }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const languageList = useAppSelector(selectLanguageList);
  const categories = useAppSelector(selectCategories);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadLanguages(locale));
  }, [dispatch, locale]);

  // After a save the form shows what the server stored (it trims and normalises).
  const { holder, version, showSaved } = useShownAnew();
  const state = useProfileRequest('details', t('settings.details.saved'), showSaved);

  // Stored in inches and lbs whatever the language; shown in the language's units.
  const format = useFormat();
  const heights = useMemo(() => asText(heightOptions(format.height)), [format]);
  const weights = useMemo(() => asText(weightOptions(format.weight)), [format]);

  const languageOptions = useMemo(() => {
    const options = languageList.items.map(({ code, name, nativeName }) => ({
      value: code,
      label: nativeName && nativeName !== name ? `${name} (${nativeName})` : name,
    }));
    // Until the list is there (or if it failed), the performer's own codes still show.
    const known = new Set(options.map((option) => option.value));
    return [...performer.languages.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })), ...options];
  }, [languageList.items, performer.languages]);

  const categoryOptions = useMemo(() => categories.map((category) => ({ value: category._id, label: category.name })), [categories]);

  /** The field's codes, named as the performer's page names them. */
  const looks = (field: PerformerLook) => lookOptions(field, (code) => t(`profile.${field}.${code}`, { ns: 'components' }));

  const check = (data: FormData): FieldProblems => {
    const values = valuesOf(data);
    const birth = textOf(data, 'dateOfBirth');
    return {
      heightInches: optionalBetween(t, HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX)(values.heightInches),
      weightLbs: optionalBetween(t, WEIGHT_LBS_MIN, WEIGHT_LBS_MAX)(values.weightLbs),
      dateOfBirth: birth && !isAdult(birth) ? t(ADULT_TEXTS.tooYoung, { ns: 'common' }) : undefined,
      tags: values.tags.some((tag) => tag.trim().length > MAX_TAG_LENGTH)
        ? t('settings.details.tagTooLong', { max: MAX_TAG_LENGTH })
        : undefined,
    };
  };

  const submit = (data: FormData) => {
    if (state.requesting) return;
    const changes = detailsChanges(performer, valuesOf(data));
    if (!Object.keys(changes).length) {
      showMessage('info', t('settings.profile.noChanges'));
      return;
    }
    dispatch(saveDetails(changes));
  };

  const saved = detailsValues(performer);
  const choose = t('settings.profile.choose');
  const numberText = (value: number | null) => (value === null ? null : String(value));

  return (
    <div ref={holder}>
      <CheckedForm key={version} size="middle" check={check} onValid={submit} data-testid="performer-details-form">
        <div className={styles.grid}>
          <div className={styles.whole}>
            <TextAreaField name={BIO} label={t('settings.profile.bio')} rows={4} maxLength={4000} defaultValue={saved.bio} />
          </div>
          <div className={styles.third}>
            <SelectField
              name="heightInches"
              label={t('settings.details.height')}
              placeholder={choose}
              options={heights}
              defaultValue={numberText(saved.heightInches)}
              data-testid="details-height"
            />
          </div>
          <div className={styles.third}>
            <SelectField
              name="weightLbs"
              label={t('settings.details.weight')}
              placeholder={choose}
              options={weights}
              defaultValue={numberText(saved.weightLbs)}
              data-testid="details-weight"
            />
          </div>
          <div className={styles.third}>
            <DateField
              name="dateOfBirth"
              label={t('register.dateOfBirth')}
              max={dayjs().format('YYYY-MM-DD')}
              defaultValue={saved.dateOfBirth?.format('YYYY-MM-DD')}
              data-testid="details-date-of-birth"
            />
          </div>
          {LOOKS.map((field) => (
            <div key={field} className={styles.quarter}>
              <SelectField
                name={field}
                label={t(`settings.details.${field}`)}
                placeholder={choose}
                options={looks(field)}
                defaultValue={saved[field]}
                data-testid={`details-${field}`}
              />
            </div>
          ))}
          <div className={styles.half}>
            <MultiSelectField
              name="languages"
              label={t('settings.details.languages')}
              placeholder={choose}
              maxCount={MAX_LANGUAGES}
              loading={languageList.requesting}
              options={languageOptions}
              defaultValue={saved.languages}
              data-testid="details-languages"
            />
          </div>
          <div className={styles.half}>
            <MultiSelectField
              name="categoryIds"
              label={t('settings.details.categories')}
              placeholder={choose}
              maxCount={MAX_CATEGORIES}
              options={categoryOptions}
              defaultValue={saved.categoryIds}
              data-testid="details-categories"
            />
          </div>
          <div className={styles.whole}>
            <MultiSelectField
              name="tags"
              label={t('settings.details.tags')}
              hint={t('settings.details.tagsHelp', { max: MAX_TAGS })}
              maxCount={MAX_TAGS}
              free
              defaultValue={saved.tags}
              data-testid="details-tags"
            />
          </div>
        </div>
        <SaveFooter request={state} name="details" />
      </CheckedForm>
    </div>
  );
}
