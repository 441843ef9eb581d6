/** A searchable country picker (antd's select) for the account area's forms; the countries are `useCountryOptions`'s. */
import { useTranslation } from 'next-i18next/pages';
import { Select, type SelectProps } from 'antd';
import { useCountryOptions, type CountryOption } from '../hooks/useCountryOptions';

export function CountrySelect(props: Omit<SelectProps<string, CountryOption>, 'options'>) {
  const { t } = useTranslation('account');
  const options = useCountryOptions();
  return (
    <Select<string, CountryOption>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('register.countryPlaceholder')}
      options={options}
      size="large"
      {...props}
    />
  );
}
