/**
 * The performer's profile details: bio, appearance, date of birth, languages, tags
 * and categories. Only changed fields are sent (PUT /performers).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { showMessage } from '@/lib/toast';
import dayjs, { type Dayjs } from 'dayjs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCategories } from '@/features/performers/slice';
import { ADULT_TEXTS, isAdult } from '@/shared/adult';
import { HEIGHT_INCHES_MAX, HEIGHT_INCHES_MIN, WEIGHT_LBS_MAX, WEIGHT_LBS_MIN } from '@/shared/constants';
import { loadLanguages, saveDetails, selectLanguageList, type PerformerWithProfile } from '../slice';
import { detailsChanges, detailsValues, type DetailsValues } from '../details';
import { APPEARANCE, heightOptions, weightOptions, type AppearanceField } from '../options';
import { optionalBetween } from './rules';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useProfileRequest } from '../hooks/useProfileRequest';

/** Limits of PerformerProfileFields. */
const MAX_TAGS = 30;
const MAX_TAG_LENGTH = 30;
const MAX_LANGUAGES = 20;
const MAX_CATEGORIES = 10;

const APPEARANCE_FIELDS: AppearanceField[] = ['hair', 'eyes', 'ethnicity', 'bodyType'];

export function PerformerDetailsForm({ performer }: { performer: PerformerWithProfile }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<DetailsValues>();
  const languageList = useAppSelector(selectLanguageList);
  const categories = useAppSelector(selectCategories);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadLanguages(locale));
  }, [dispatch, locale]);

  // After a save the form shows what the server stored (it trims and normalises).
  const showSaved = useCallback(() => form.setFieldsValue(detailsValues(performer)), [form, performer]);
  const state = useProfileRequest('details', t('settings.details.saved'), showSaved);

  const heights = useMemo(() => heightOptions((parts) => t('settings.details.heightOption', { ...parts })), [t]);
  const weights = useMemo(() => weightOptions((parts) => t('settings.details.weightOption', { ...parts })), [t]);

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

  /** The field's choices, plus the performer's own value when it is not one of them. */
  const appearanceOptions = (field: AppearanceField) => {
    const options = APPEARANCE[field].map(({ value, key }) => ({ value, label: t(`settings.details.${field}.${key}`) }));
    const own = performer[field];
    return own && !options.some((option) => option.value === own) ? [{ value: own, label: own }, ...options] : options;
  };

  const submit = (values: DetailsValues) => {
    const changes = detailsChanges(performer, values);
    if (!Object.keys(changes).length) {
      showMessage('info', t('settings.profile.noChanges'));
      return;
    }
    dispatch(saveDetails(changes));
  };

  const choose = t('settings.profile.choose');
  /** A list to choose from that can be emptied and searched by its labels. */
  const searchable = { allowClear: true, showSearch: { optionFilterProp: 'label' }, placeholder: choose };
  const tooYoung = t(ADULT_TEXTS.tooYoung, { ns: 'common' });

  return (
    <Form form={form} layout="vertical" initialValues={detailsValues(performer)} onFinish={submit} data-testid="performer-details-form">
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="bio" label={t('settings.profile.bio')}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={4000} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="heightInches"
            label={t('settings.details.height')}
            rules={[optionalBetween(t, HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX)]}
          >
            <Select {...searchable} options={heights} data-testid="details-height" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="weightLbs" label={t('settings.details.weight')} rules={[optionalBetween(t, WEIGHT_LBS_MIN, WEIGHT_LBS_MAX)]}>
            <Select {...searchable} options={weights} data-testid="details-weight" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="dateOfBirth"
            label={t('register.dateOfBirth')}
            rules={[
              {
                validator: async (_rule, value: Dayjs | null) =>
                  value && !isAdult(value.format('YYYY-MM-DD')) ? Promise.reject(new Error(tooYoung)) : undefined,
              },
            ]}
          >
            <DatePicker
              format="DD/MM/YYYY"
              placeholder={t('register.dateOfBirthPlaceholder')}
              disabledDate={(date) => date.isAfter(dayjs(), 'day')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        {APPEARANCE_FIELDS.map((field) => (
          <Col key={field} xs={12} xl={6}>
            <Form.Item name={field} label={t(`settings.details.${field}`)}>
              <Select allowClear placeholder={choose} options={appearanceOptions(field)} data-testid={`details-${field}`} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item name="languages" label={t('settings.details.languages')}>
            <Select
              {...searchable}
              mode="multiple"
              maxCount={MAX_LANGUAGES}
              loading={languageList.requesting}
              options={languageOptions}
              data-testid="details-languages"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="categoryIds" label={t('settings.details.categories')}>
            <Select {...searchable} mode="multiple" maxCount={MAX_CATEGORIES} options={categoryOptions} data-testid="details-categories" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="tags"
            label={t('settings.details.tags')}
            extra={t('settings.details.tagsHelp', { max: MAX_TAGS })}
            rules={[
              {
                validator: async (_rule, tags: string[] | undefined) => {
                  if (tags?.some((tag) => tag.trim().length > MAX_TAG_LENGTH))
                    throw new Error(t('settings.details.tagTooLong', { max: MAX_TAG_LENGTH }));
                },
              },
            ]}
          >
            <Select mode="tags" maxCount={MAX_TAGS} tokenSeparators={[',']} open={false} suffixIcon={null} data-testid="details-tags" />
          </Form.Item>
        </Col>
      </Row>
      <SaveFooter request={state} name="details" />
    </Form>
  );
}
