/** The site's form: an editor's fields start from the record, numbers and ticks are read back, the server's refusal shows on its field. */
import { fireEvent, render, screen } from '@testing-library/react';
import {
  CheckboxField,
  CheckedForm,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
  checkedOf,
  numberOf,
  textOf,
  type FieldProblems,
} from '@/features/ui/components/CheckedForm';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

function Editor({ onValid, problems, disabled }: { onValid: (data: FormData) => void; problems?: FieldProblems; disabled?: boolean }) {
  return (
    <CheckedForm
      size="middle"
      problems={problems}
      disabled={disabled}
      check={(data) => ({
        title: textOf(data, 'title').trim() ? undefined : 'Required',
        price: (numberOf(data, 'price') ?? -1) >= 0 ? undefined : 'A price of 0 or more',
      })}
      onValid={onValid}
    >
      <TextField name="title" label="Title" defaultValue="Beach day" />
      <NumberField name="price" label="Price" min={0} step={0.01} defaultValue={12.5} />
      <SelectField
        name="status"
        label="Status"
        defaultValue="inactive"
        options={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ]}
      />
      <CheckboxField name="isSale" label="For sale" defaultChecked appearance="switch" />
      <button type="submit">Save</button>
    </CheckedForm>
  );
}

test('an editor sends the record’s values as they were given, read back by type', () => {
  const onValid = jest.fn();
  render(<Editor onValid={onValid} />);
  fireEvent.click(screen.getByText('Save'));
  const data: FormData = onValid.mock.calls[0][0];
  expect([textOf(data, 'title'), numberOf(data, 'price'), textOf(data, 'status'), checkedOf(data, 'isSale')]).toEqual([
    'Beach day',
    12.5,
    'inactive',
    true,
  ]);
  expect(screen.getByRole('switch', { name: 'For sale' })).toBeChecked();
});

test('a cleared number is no number, and the form says so at the field', () => {
  const onValid = jest.fn();
  render(<Editor onValid={onValid} />);
  fireEvent.change(screen.getByLabelText('Price'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('switch', { name: 'For sale' }));
  fireEvent.click(screen.getByText('Save'));
  expect(onValid).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('A price of 0 or more');
  expect(screen.getByLabelText('Price')).toHaveFocus();
});

test('the server’s refusal shows on its field until the field is corrected', () => {
  const { rerender } = render(<Editor onValid={jest.fn()} />);
  rerender(<Editor onValid={jest.fn()} problems={{ title: 'This title is taken' }} />);
  expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This title is taken');
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Beach night' } });
  expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription('This title is taken');
});

test('a form with nothing to edit yet cannot be changed', () => {
  render(<Editor onValid={jest.fn()} disabled />);
  expect(screen.getByLabelText('Title')).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'For sale' })).toBeDisabled();
});

test('a switch under its label among other fields, a field after a fixed path and a text without its count are named and sent like the others', () => {
  const onValid = jest.fn();
  render(
    <CheckedForm size="middle" check={() => ({})} onValid={onValid}>
      <TextField name="slug" label="Slug" addonBefore="/page/" defaultValue="terms" />
      <CheckboxField name="isNewTab" label="Opens in a new tab" appearance="switch" labelAbove />
      <TextAreaField name="content" label="Text" rows={6} maxLength={100000} showCount={false} placeholder="Empty: the default" />
      <button type="submit">Save</button>
    </CheckedForm>,
  );
  expect(screen.getByText('/page/')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('switch', { name: 'Opens in a new tab' }));
  fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'The terms.' } });
  expect(screen.queryByText(/\/ 100000/)).toBeNull();
  expect(screen.getByLabelText('Text')).toHaveAttribute('placeholder', 'Empty: the default');
  fireEvent.click(screen.getByText('Save'));
  const data: FormData = onValid.mock.calls[0][0];
  expect([textOf(data, 'slug'), checkedOf(data, 'isNewTab'), textOf(data, 'content')]).toEqual(['terms', true, 'The terms.']);
});
