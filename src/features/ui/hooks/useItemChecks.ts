/**
 * The checks of an item's fields (`ItemFormFields`) before its editor sends them, as antd's
 * rules made them: a title that is not only spaces, and a price.
 */
import { useFieldChecks } from './useFieldChecks';
import { numberOf, textOf, type FieldProblems } from '../components/CheckedForm';

/** What is wrong with the item's fields: a title that is not only spaces, and a price. */
export function useItemChecks() {
  const { required } = useFieldChecks();
  return (data: FormData): FieldProblems => ({
    title: required(textOf(data, 'title')),
    price: numberOf(data, 'price') === null ? required('') : undefined,
  });
}
