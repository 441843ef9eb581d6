/**
 * The performer's profile facts: gender, age, height, weight, looks and where they live,
 * as a description list in the look of antd's small descriptions, in the visitor's language
 * and units. Empty facts are left out.
 */
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/lib/format';
import { lookCode, type PerformerLook } from '@/shared/constants';
import type { PerformerDetails } from '@/shared/schemas/performers';
import { countryName } from '../attributes';
import styles from './PerformerPage.module.css';

const GENDERS = ['female', 'male', 'couple', 'transgender'];

export function PerformerAttributes({ performer }: { performer: PerformerDetails }) {
  const { t, i18n } = useTranslation('components');
  const format = useFormat();
  /** An appearance code's name in the visitor's language; nothing for a value that is no code. */
  const look = (field: PerformerLook) => {
    const code = lookCode(field, performer[field]);
    return code ? t(`profile.${field}.${code}`) : null;
  };
  const place = [performer.city, performer.country ? countryName(performer.country, i18n.language) : null].filter(Boolean).join(', ');
  const facts: { key: string; label: string; value: string | number | null }[] = [
    {
      key: 'gender',
      label: t('profile.gender'),
      value: performer.gender && GENDERS.includes(performer.gender) ? t(`profile.gender.${performer.gender}`) : performer.gender,
    },
    { key: 'age', label: t('profile.age'), value: performer.age },
    { key: 'height', label: t('profile.height'), value: performer.heightInches ? format.height(performer.heightInches) : null },
    { key: 'weight', label: t('profile.weight'), value: performer.weightLbs ? format.weight(performer.weightLbs) : null },
    { key: 'hair', label: t('profile.hair'), value: look('hair') },
    { key: 'eyes', label: t('profile.eyes'), value: look('eyes') },
    { key: 'ethnicity', label: t('profile.ethnicity'), value: look('ethnicity') },
    { key: 'bodyType', label: t('profile.bodyType'), value: look('bodyType') },
    { key: 'place', label: t('profile.place'), value: place || null },
  ];
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts} data-testid="performer-attributes">
      {shown.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd data-testid={`attribute-${fact.key}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
