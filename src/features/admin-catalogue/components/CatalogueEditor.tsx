/**
 * The frame of a catalogue item's editor: a dialog (a wide one for content pages) whose
 * form of plain fields its Save sends once `check` finds nothing wrong, and that shows the
 * fields the server refused next to them. The form is drawn anew each time it opens.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Dialog } from '@/features/ui/components/Dialog';
import { CheckedForm, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeCatalogueEditor, selectCatalogueFieldErrors, selectCatalogueSaving } from '../slice';

const FORM_ID = 'catalogue-editor-form';

export function CatalogueEditor({
  open,
  title,
  check,
  onSave,
  wide = false,
  children,
}: {
  open: boolean;
  title: string;
  /** What is wrong with the fields, by name, before anything is sent. */
  check: (data: FormData) => FieldProblems;
  onSave: (data: FormData) => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectCatalogueSaving);
  const fieldErrors = useAppSelector(selectCatalogueFieldErrors);
  // The server names a field by its path (`slug`, `translations.nl.title`): the fields' names.
  const refused = useMemo<FieldProblems>(
    () =>
      Object.fromEntries(
        fieldErrors.map((item) => [
          item.property,
          Object.values(item.constraints)
            .map((text) => t(text, { ns: 'common' }))
            .join(' '),
        ]),
      ),
    [fieldErrors, t],
  );

  return (
    <Dialog
      open={open}
      title={title}
      width={wide ? 880 : 620}
      okText={t('admin.catalogue.save')}
      cancelText={t('admin.catalogue.cancel')}
      okLoading={saving}
      okTestId="catalogue-save"
      okForm={FORM_ID}
      onCancel={() => dispatch(closeCatalogueEditor())}
    >
      {/* Sent once: a loading Save still submits its form, and Enter in a field does. */}
      <CheckedForm
        id={FORM_ID}
        size="middle"
        check={check}
        onValid={(data) => {
          if (!saving) onSave(data);
        }}
        problems={refused}
        data-testid="catalogue-form"
      >
        {children}
      </CheckedForm>
    </Dialog>
  );
}
