/**
 * The performer browser's filters (BrowseFilters): what each field reports, and when. A
 * tag chosen from the suggestions applies at once, a typed one only with Enter (so that
 * typing "dance" on the way to "dancer" does not open the "dance" list), an emptied field
 * clears it; the text search applies when sent; the selects at once.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { BrowseFilters } from '@/features/performers/components/BrowseFilters';
import { DEFAULT_BROWSE_FILTERS } from '@/features/performers/browse';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

function setup(filters = DEFAULT_BROWSE_FILTERS) {
  const onChange = jest.fn();
  render(
    <Provider store={makeTestStore()}>
      <BrowseFilters filters={filters} tags={['dance', 'cosplay']} onChange={onChange} />
    </Provider>,
  );
  return onChange;
}

/** An input event as the browser sends it: typed text, or a suggestion put in whole (no input type). */
const input = (field: HTMLElement, value: string, inputType?: string) => {
  // Through the element's own setter, so that React sees a change (as testing-library's fireEvent.change does).
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  fireEvent(field, new InputEvent('input', { bubbles: true, inputType }));
};

it('applies a typed tag only with Enter, and a suggestion at once', () => {
  const onChange = setup();
  const tag = screen.getByTestId('browse-tag');
  input(tag, 'dance', 'insertText');
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.keyDown(tag, { key: 'Enter' });
  expect(onChange).toHaveBeenLastCalledWith({ tag: 'dance' });
  input(tag, 'cosplay', 'insertReplacementText');
  expect(onChange).toHaveBeenLastCalledWith({ tag: 'cosplay' });
  // A typed tag nobody has yet is still a search, with Enter; a leading # is dropped.
  input(tag, '#Latex', 'insertText');
  fireEvent.keyDown(tag, { key: 'Enter' });
  expect(onChange).toHaveBeenLastCalledWith({ tag: 'latex' });
});

it('clears the tag and the text when their fields are emptied', () => {
  const onChange = setup({ ...DEFAULT_BROWSE_FILTERS, tag: 'dance', q: 'anna' });
  input(screen.getByTestId('browse-tag'), '', 'deleteContentBackward');
  expect(onChange).toHaveBeenLastCalledWith({ tag: '' });
  input(screen.getByRole('searchbox', { name: 'home.searchPlaceholder' }), '', 'deleteContentBackward');
  expect(onChange).toHaveBeenLastCalledWith({ q: '' });
});

it('sends the text search trimmed, and the selects as they change', () => {
  const onChange = setup();
  const text = screen.getByRole('searchbox', { name: 'home.searchPlaceholder' });
  input(text, '  anna ', 'insertText');
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.submit(screen.getByRole('search'));
  expect(onChange).toHaveBeenLastCalledWith({ q: 'anna' });
  fireEvent.change(screen.getByTestId('browse-sort'), { target: { value: 'name' } });
  expect(onChange).toHaveBeenLastCalledWith({ sortBy: 'name' });
});

it('offers the genders as one group of radio buttons, the current one checked', () => {
  const onChange = setup({ ...DEFAULT_BROWSE_FILTERS, gender: 'female' });
  const group = screen.getByRole('radiogroup', { name: 'browse.gender' });
  expect(screen.getByRole('radio', { name: 'browse.gender.female' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'browse.gender.all' })).not.toBeChecked();
  expect(group.querySelectorAll('input[type=radio]')).toHaveLength(5);
  fireEvent.click(screen.getByRole('radio', { name: 'browse.gender.couple' }));
  expect(onChange).toHaveBeenLastCalledWith({ gender: 'couple' });
  fireEvent.click(screen.getByRole('radio', { name: 'browse.gender.all' }));
  expect(onChange).toHaveBeenLastCalledWith({ gender: '' });
});
