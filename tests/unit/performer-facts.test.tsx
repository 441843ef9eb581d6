/**
 * A performer's facts in the reader's language and units: the public page's list
 * (PerformerAttributes) and the choices of the performer's own details form, with the
 * real translations of the locale files.
 */
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { performerCard } from '../support/performer-cards';
import { PerformerAttributes } from '@/features/performers/components/PerformerAttributes';
import { PerformerDetailsForm } from '@/features/performer-profile/components/PerformerDetailsForm';
import type { PerformerWithProfile } from '@/features/performer-profile/slice';
import * as profileApi from '@/features/performer-profile/api';
import type { PerformerDetails } from '@/shared/schemas/performers';

let mockLanguage = 'en';
// The locale files' texts, as i18next finds them: the call's own `ns`, else the hook's first namespace.
jest.mock('next-i18next/pages', () => ({
  useTranslation: (namespaces?: string | string[]) => {
    const first = Array.isArray(namespaces) ? namespaces[0] : (namespaces ?? 'common');
    const texts = (ns: string): Record<string, string> => jest.requireActual(`../../locales/${mockLanguage}/${ns}.json`);
    return {
      i18n: { language: mockLanguage },
      t: (key: string, options: { ns?: string } = {}) => texts(options.ns ?? first)[key] ?? key,
    };
  },
}));
jest.mock('@/features/performer-profile/api');

const details = {
  ...performerCard('p1', { name: 'Luna Demo', username: 'demo-performer', avatar: '/demo/performers/performer-01.jpg' }),
  gender: 'female',
  age: 28,
  heightInches: 66,
  weightLbs: 128,
  hair: 'honey_blonde',
  eyes: 'dark_brown',
  ethnicity: 'middle_eastern',
  bodyType: 'plus_size',
  city: 'Utrecht',
  bio: null,
  workingHours: {},
  views: 0,
  privateCallPrice: 60,
  groupCallPrice: 10,
  categories: [],
} satisfies PerformerDetails;

function renderAttributes(language: string, performer: PerformerDetails = details) {
  mockLanguage = language;
  render(
    <Provider store={makeTestStore()}>
      <PerformerAttributes performer={performer} />
    </Provider>,
  );
  const fact = (key: string) => screen.getByTestId(`attribute-${key}`).textContent;
  return fact;
}

describe('the performer page’s facts', () => {
  it('are in Dutch words and metric units on a Dutch page', () => {
    const fact = renderAttributes('nl');
    expect(fact('height')).toBe('168 cm');
    expect(fact('weight')).toBe('58 kg');
    expect(fact('hair')).toBe('Honingblond');
    expect(fact('eyes')).toBe('Donkerbruin');
    expect(fact('ethnicity')).toBe('Midden-Oosters');
    expect(fact('bodyType')).toBe('Maatje meer');
    expect(screen.getByText('Lengte')).toBeInTheDocument();
  });

  it('are in English words, feet and pounds with the metric value on an English page', () => {
    const fact = renderAttributes('en');
    expect(fact('height')).toBe('5 ft 6 in (168 cm)');
    expect(fact('weight')).toBe('128 lbs (58 kg)');
    expect(fact('hair')).toBe('Honey blonde');
    expect(fact('eyes')).toBe('Dark brown');
    expect(fact('ethnicity')).toBe('Middle Eastern');
    expect(fact('bodyType')).toBe('Plus size');
  });

  it('leave out a value that is no code', () => {
    renderAttributes('nl', { ...details, hair: 'blue-green', eyes: null });
    const facts = screen.getByTestId('performer-attributes');
    expect(within(facts).queryByTestId('attribute-hair')).not.toBeInTheDocument();
    expect(within(facts).queryByTestId('attribute-eyes')).not.toBeInTheDocument();
    expect(within(facts).getByTestId('attribute-bodyType')).toHaveTextContent('Maatje meer');
  });
});

describe('the details form in Russian', () => {
  const performer = {
    _id: 'p1',
    role: 'performer',
    name: 'Luna Demo',
    username: 'demo-performer',
    languages: ['ru'],
    tags: [],
    categoryIds: [],
    bio: null,
    heightInches: 66,
    weightLbs: 128,
    hair: 'auburn',
    eyes: null,
    ethnicity: null,
    bodyType: 'athletic',
    dateOfBirth: '1997-05-14',
  } as unknown as PerformerWithProfile;

  beforeEach(() => {
    // The languages' names never come: the form is looked at as it first shows.
    jest.mocked(profileApi.apiGetLanguages).mockReturnValue(new Promise<never>(() => {}));
    mockLanguage = 'ru';
    render(
      <Provider store={makeTestStore()}>
        <PerformerDetailsForm performer={performer} />
      </Provider>,
    );
  });

  const optionsOf = (testId: string) =>
    within(screen.getByTestId(testId))
      .getAllByRole('option')
      .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

  it('offers heights and weights in centimetres and kilograms, valued in inches and pounds', () => {
    const heights = optionsOf('details-height');
    expect(heights).toContainEqual(['66', '168 см']);
    expect(heights).toContainEqual(['48', '122 см']);
    expect(heights).toHaveLength(1 + 36);
    expect(optionsOf('details-weight')).toContainEqual(['128', '58 кг']);
    expect(screen.getByTestId<HTMLSelectElement>('details-height').value).toBe('66');
  });

  it('names the appearance codes in Russian and shows the chosen one', () => {
    expect(optionsOf('details-hair')).toContainEqual(['auburn', 'Медно-каштановые']);
    expect(optionsOf('details-hair')).toContainEqual(['honey_blonde', 'Медовый блонд']);
    expect(optionsOf('details-eyes')).toContainEqual(['dark_brown', 'Тёмно-карие']);
    expect(optionsOf('details-ethnicity')).toContainEqual(['south_asian', 'Южноазиатское']);
    expect(optionsOf('details-bodyType')).toContainEqual(['plus_size', 'Пышное']);
    expect(screen.getByTestId<HTMLSelectElement>('details-hair').value).toBe('auburn');
    expect(screen.getByTestId<HTMLSelectElement>('details-bodyType').value).toBe('athletic');
    expect(screen.getByTestId<HTMLSelectElement>('details-eyes').value).toBe('');
  });
});
