/** The fields of several choices and the search that picks one: chosen by keyboard or pointer, sent as the form's values, checked again when changed. */
import { fireEvent, render, screen } from '@testing-library/react';
import { CheckedForm, textsOf } from '@/features/ui/components/CheckedForm';
import { matchingOptions, MultiSelectField } from '@/features/ui/components/MultiSelectField';
import { SearchSelect } from '@/features/ui/components/SearchSelect';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: string, options?: { label?: string }) => (options?.label ? `${key} ${options.label}` : key),
    i18n: { language: 'en' },
  }),
}));

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'nl', label: 'Dutch' },
  { value: 'de', label: 'German' },
];

function Form({ onValid, free = false }: { onValid: (data: FormData) => void; free?: boolean }) {
  return (
    <CheckedForm
      check={(data) => ({ picked: textsOf(data, 'picked').some((value) => value.length > 6) ? 'Too long' : undefined })}
      onValid={onValid}
    >
      <MultiSelectField name="picked" label="Picked" options={free ? [] : LANGUAGES} defaultValue={['en']} maxCount={2} free={free} />
      <button type="submit">Save</button>
    </CheckedForm>
  );
}

const sent = (onValid: jest.Mock) => textsOf(onValid.mock.calls.at(-1)[0] as FormData, 'picked');

test('a choice is searched, picked with the keyboard and sent with the ones before it; Enter does not send the form', () => {
  const onValid = jest.fn();
  render(<Form onValid={onValid} />);
  const search = screen.getByRole('combobox', { name: 'Picked' });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: 'dut' } });
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Dutch']);
  fireEvent.keyDown(search, { key: 'Enter' });
  expect(onValid).not.toHaveBeenCalled();
  fireEvent.click(screen.getByText('Save'));
  expect(sent(onValid)).toEqual(['en', 'nl']);
});

test('once as many as allowed are chosen, the others cannot be; a removed choice is not sent', () => {
  const onValid = jest.fn();
  render(<Form onValid={onValid} />);
  fireEvent.focus(screen.getByRole('combobox', { name: 'Picked' }));
  fireEvent.click(screen.getByRole('option', { name: 'Dutch' }));
  expect(screen.getByRole('option', { name: 'German' })).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'select.remove English' }));
  fireEvent.click(screen.getByText('Save'));
  expect(sent(onValid)).toEqual(['nl']);
});

test('typed tags are split at commas, checked, and checked again once the wrong one is removed', () => {
  const onValid = jest.fn();
  render(<Form onValid={onValid} free />);
  const input = screen.getByLabelText('Picked');
  fireEvent.change(input, { target: { value: 'toolongtag, ' } });
  fireEvent.click(screen.getByText('Save'));
  expect(onValid).not.toHaveBeenCalled();
  expect(input).toHaveAccessibleDescription('Too long');
  fireEvent.click(screen.getByRole('button', { name: 'select.remove toolongtag' }));
  expect(input).not.toHaveAccessibleDescription('Too long');
  fireEvent.change(input, { target: { value: 'chat' } });
  fireEvent.blur(input);
  fireEvent.click(screen.getByText('Save'));
  expect(sent(onValid)).toEqual(['en', 'chat']);
});

test('the search offers what was found and hands on the one picked', () => {
  const onSearch = jest.fn();
  const onPick = jest.fn();
  const { rerender } = render(<SearchSelect placeholder="Find a viewer" options={[]} onSearch={onSearch} onPick={onPick} />);
  const search = screen.getByRole('combobox', { name: 'Find a viewer' });
  fireEvent.change(search, { target: { value: 'an' } });
  expect(onSearch).toHaveBeenLastCalledWith('an');
  expect(screen.queryByRole('listbox')).toBeNull();
  rerender(<SearchSelect placeholder="Find a viewer" options={[{ value: 'u1', label: 'Anna' }]} onSearch={onSearch} onPick={onPick} />);
  fireEvent.keyDown(search, { key: 'Enter' });
  expect(onPick).toHaveBeenCalledWith('u1');
  expect(search).toHaveValue('');
});

test('what begins with the search comes first: "Neder" picks the Netherlands, not the Caribbean Netherlands', () => {
  const countries = [
    { value: 'BQ', label: '🇧🇶 Caribisch Nederland' },
    { value: 'CW', label: '🇨🇼 Curaçao' },
    { value: 'NL', label: '🇳🇱 Nederland' },
    { value: 'AN', label: '🏳 Nederlandse Antillen' },
  ];
  expect(matchingOptions(countries, 'Neder').map((option) => option.value)).toEqual(['NL', 'AN', 'BQ']);
  expect(matchingOptions(countries, 'curac').map((option) => option.value)).toEqual(['CW']);
  expect(matchingOptions(countries, '  ')).toHaveLength(4);

  const onValid = jest.fn();
  render(
    <CheckedForm check={() => ({})} onValid={onValid}>
      <MultiSelectField name="countries" label="Countries" options={countries} />
      <button type="submit">Save</button>
    </CheckedForm>,
  );
  const search = screen.getByRole('combobox', { name: 'Countries' });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: 'Neder' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(textsOf(onValid.mock.calls.at(-1)[0] as FormData, 'countries')).toEqual(['NL']);
});
