/**
 * The editor of a performer's product: digital (its file, required for a new one; a new
 * file replaces the old) or physical (how many are in stock), a kind fixed once made, a picture, title,
 * description, tags, price, active or not, for sale or not. While the form is sent a bar
 * shows how far it has gone; a refusal is shown in the editor, which stays.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Field, FileField, NumberField, SelectField, fileOf, numberOf, textOf } from '@/features/ui/components/CheckedForm';
import type { ItemFormValues } from '@/features/ui/components/ItemFormFields';
import { ItemEditorModal } from '@/features/ui/components/ItemEditorModal';
import { Progress } from '@/features/ui/components/Progress';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { MAX_PRODUCT_STOCK, PRODUCT_TYPES } from '@/shared/constants';
import type { ProductType } from '@/shared/schemas/products';
import { closeProductEditor, saveProduct, selectOwnProducts, selectProductEditor } from '../slice';

const FILE_FIELDS = ['image', 'digitalFile'] as const;

/** What a digital product may be (the server checks the bytes): a document, an archive, a picture, a sound or a video. */
const DIGITAL_ACCEPT = '.pdf,.zip,.mp3,image/*,video/*';

/** The multipart form of a product: its fields as `ProductFields` reads them, and the files chosen. */
export function productForm(values: ItemFormValues, form: FormData): FormData {
  const data = new FormData();
  const type = textOf(form, 'type') as ProductType;
  data.append('title', values.title);
  data.append('description', values.description ?? '');
  data.append('tags', values.tags ?? '');
  data.append('price', String(values.price));
  data.append('status', values.status);
  data.append('isSale', String(values.isSale));
  data.append('type', type);
  const stock = numberOf(form, 'stock');
  if (type === 'physical' && stock !== null) data.append('stock', String(stock));
  for (const field of FILE_FIELDS) {
    const file = fileOf(form, field);
    if (file) data.append(field, file, file.name);
  }
  return data;
}

export function ProductEditorModal() {
  const { t } = useTranslation('account');
  const { required } = useFieldChecks();
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectProductEditor);
  const editing = useAppSelector(selectOwnProducts).data.find((product) => product._id === editor.id);

  const check = (form: FormData) => {
    const type = textOf(form, 'type');
    const newFile = fileOf(form, 'digitalFile');
    const hadFile = editing?.type === 'digital' && editing.fileName;
    return {
      digitalFile: type === 'digital' && !newFile && !hadFile ? t('products.fileMissing') : undefined,
      stock: type === 'physical' && numberOf(form, 'stock') === null ? required('') : undefined,
    };
  };

  return (
    <ItemEditorModal
      open={editor.open}
      title={t(editor.id ? 'products.editTitle' : 'products.newTitle')}
      titleLabel={t('products.productTitle')}
      editing={editing}
      saving={editor.saving}
      error={editor.error}
      onSave={(values, form) => dispatch(saveProduct({ form: productForm(values, form) }))}
      onCancel={() => dispatch(closeProductEditor())}
      check={check}
      before={
        editing ? (
          // A product's kind is fixed once made: shown, and sent as it is.
          <Field name="type" label={t('products.type')}>
            <span data-testid="product-type-fixed">{t(`products.types.${editing.type}`)}</span>
            <input type="hidden" name="type" value={editing.type} />
          </Field>
        ) : (
          <SelectField
            name="type"
            label={t('products.type')}
            options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`products.types.${type}`) }))}
            defaultValue="digital"
            width={200}
            data-testid="product-type"
          />
        )
      }
      after={
        <>
          <NumberField
            name="stock"
            label={t('products.stock')}
            hint={t('products.stockHint')}
            min={0}
            max={MAX_PRODUCT_STOCK}
            step={1}
            defaultValue={editing?.stock ?? null}
            width={160}
            data-testid="product-stock"
          />
          <FileField
            name="digitalFile"
            label={t('products.file')}
            hint={editing?.fileName ? t('products.fileReplace', { name: editing.fileName }) : t('products.fileHint')}
            accept={DIGITAL_ACCEPT}
            buttonText={t('videos.choose')}
          />
          <FileField
            name="image"
            label={t('products.picture')}
            hint={t('products.pictureHint')}
            accept="image/*"
            buttonText={t('videos.choose')}
          />
        </>
      }
      below={
        editor.progress !== null && (
          <Progress percent={editor.progress * 100} label={t('products.file')} data-testid="product-upload-progress" />
        )
      }
      testId="product"
    />
  );
}
