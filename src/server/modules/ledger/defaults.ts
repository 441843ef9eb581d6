/** The money settings every sale needs, read from the site settings. */
import type { createSettingsService } from '../settings/service';
import type { CommissionDefaults } from './sales';

type Settings = ReturnType<typeof createSettingsService>;

const percent = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : fallback;
};

export async function commissionDefaults(settings: Settings): Promise<CommissionDefaults> {
  const values = await settings.all();
  return { platformPercent: percent(values.performerCommission, 40), memberSharePercent: percent(values.studioMemberShare, 60) };
}
