/**
 * The performer's default prices in tokens per minute for private and group shows
 * (POST /performers/default-price/update): whole numbers from 1; and their own price per
 * message when the site charges for messages: a whole number from 0, empty for the site's.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch } from '@/store/hooks';
import { CheckedForm, NumberField, numberOf } from '@/features/ui/components/CheckedForm';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { savePrices, type PerformerWithProfile } from '../slice';
import { integerBetween, optionalBetween } from './rules';
import { useProfileRequest } from '../hooks/useProfileRequest';
import { useShownAnew } from '@/features/ui/hooks/useShownAnew';
import styles from './SettingsForm.module.css';

/** Limits of DefaultPriceBody. */
export const PRICE_MIN = 1;
export const PRICE_MAX = 10000;

const FIELDS = ['privateCallPrice', 'groupCallPrice'] as const;

/** Limits of DefaultPriceBody's messagePrice. */
export const MESSAGE_PRICE_MAX = 10000;

/** The prices a viewer sees before asking for a private or group show. */
export function PricesForm({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const { holder, version, showSaved } = useShownAnew();
  const state = useProfileRequest('prices', t('settings.prices.saved'), showSaved);
  const price = integerBetween(t, PRICE_MIN, PRICE_MAX);
  const messagePrice = optionalBetween(t, 0, MESSAGE_PRICE_MAX);
  const unit = t('settings.prices.unit');

  return (
    <div ref={holder} className={styles.prices}>
      <CheckedForm
        key={version}
        size="middle"
        check={(data) => ({
          ...Object.fromEntries(FIELDS.map((field) => [field, price(numberOf(data, field))])),
          messagePrice: messagePrice(numberOf(data, 'messagePrice')),
        })}
        onValid={(data) => {
          if (state.requesting) return;
          dispatch(
            savePrices({
              privateCallPrice: numberOf(data, 'privateCallPrice')!,
              groupCallPrice: numberOf(data, 'groupCallPrice')!,
              messagePrice: numberOf(data, 'messagePrice'),
            }),
          );
        }}
        data-testid="prices-form"
      >
        <NumberField
          name="privateCallPrice"
          label={t('settings.prices.private')}
          hint={t('settings.prices.privateHelp')}
          suffix={unit}
          min={PRICE_MIN}
          max={PRICE_MAX}
          defaultValue={performer.privateCallPrice}
          data-testid="price-private"
        />
        <NumberField
          name="groupCallPrice"
          label={t('settings.prices.group')}
          hint={t('settings.prices.groupHelp')}
          suffix={unit}
          min={PRICE_MIN}
          max={PRICE_MAX}
          defaultValue={performer.groupCallPrice}
          data-testid="price-group"
        />
        <NumberField
          name="messagePrice"
          label={t('settings.prices.message')}
          hint={t('settings.prices.messageHelp')}
          suffix={t('settings.prices.perMessage')}
          min={0}
          max={MESSAGE_PRICE_MAX}
          defaultValue={performer.messagePrice}
          placeholder={t('settings.prices.messagePlaceholder')}
          data-testid="price-message"
        />
        <SaveFooter request={state} name="prices" />
      </CheckedForm>
    </div>
  );
}
