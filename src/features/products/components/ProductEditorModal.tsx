/**
 * The editor of a performer's product: digital (its file, required for a new one; a new
 * file replaces the old) or physical (how many are in stock), a kind fixed once made, a picture, title,
 * description, tags, price, active or not, for sale or not. While the form is sent a bar
 * shows how far it has gone; a refusal is shown in the editor, which stays.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { Field, NumberField, SelectField, fileOf, numberOf, textOf } from '@/features/ui/components/CheckedForm';
import type { ItemFormValues } from '@/features/ui/components/ItemFormFields';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { UploadEditorModal } from '@/features/content-items/components/UploadEditorModal';
import { uploadForm } from '@/features/content-items/upload-form';
import { MAX_PRODUCT_STOCK, PRODUCT_TYPES } from '@/shared/constants';
import type { ProductType } from '@/shared/schemas/products';
import { closeProductEditor, saveProduct, selectOwnProducts, selectProductEditor } from '../slice';

const FILE_FIELDS = ['image', 'digitalFile'] as const;

/** What a digital product may be (the server checks the bytes): a document, an archive, a picture, a sound or a video. */
const DIGITAL_ACCEPT = '.pdf,.zip,.mp3,image/*,video/*';

/** The multipart form of a product: its fields as `ProductFields` reads them (a stock only for a physical one), and the files chosen. */
export function productForm(values: ItemFormValues, form: FormData): FormData {
  const type = textOf(form, 'type') as ProductType;
  const stock = numberOf(form, 'stock');
  return uploadForm(values, form, FILE_FIELDS, { type, stock: type === 'physical' && stock !== null ? String(stock) : undefined });
}

export function ProductEditorModal() {
  const { t } = useTranslation('account');
  const { required } = useFieldChecks();
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
    <UploadEditorModal
      editor={editor}
      titles={{ create: t('products.newTitle'), edit: t('products.editTitle') }}
      titleLabel={t('products.productTitle')}
      editing={editing}
      toForm={productForm}
      save={saveProduct}
      close={closeProductEditor}
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
        </>
      }
      files={[
        {
          name: 'digitalFile',
          label: t('products.file'),
          hint: editing?.fileName ? t('products.fileReplace', { name: editing.fileName }) : t('products.fileHint'),
          accept: DIGITAL_ACCEPT,
        },
        { name: 'image', label: t('products.picture'), hint: t('products.pictureHint'), accept: 'image/*' },
      ]}
      progressLabel={t('products.file')}
      testId="product"
    />
  );
}
