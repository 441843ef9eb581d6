import { renderHook } from '@testing-library/react';
import { useInPageLanguage } from '@/features/ui/hooks/useInPageLanguage';

let language = 'nl';
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language } }),
}));

describe('useInPageLanguage', () => {
  it('shows data the site owns in the page’s language, else its default text', () => {
    const pick = renderHook(() => useInPageLanguage()).result.current;
    expect(pick('Popular', { nl: 'Populair', ru: 'Популярный' })).toBe('Populair');
    expect(pick('Popular', { ru: 'Популярный' })).toBe('Popular');
    expect(pick('Popular', { nl: '  ' })).toBe('Popular');
    expect(pick('Popular', undefined)).toBe('Popular');
  });

  it('never takes a member of Object.prototype for a translation', () => {
    language = 'constructor';
    const pick = renderHook(() => useInPageLanguage()).result.current;
    expect(pick('Girls', {})).toBe('Girls');
  });
});
