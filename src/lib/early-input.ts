/**
 * What a visitor typed, or the browser filled in, before the page's scripts ran. The
 * server-rendered form takes it, hydration leaves it on the page, but the form's state
 * starts empty, so the next render would wipe it (and submitting would say the field is
 * required). Once mounted, the form takes those values over.
 */
import { useEffect } from 'react';
import type { FormInstance } from 'antd';

/** At mount, copies the non-empty values of the inputs with ids `names` (antd's ids of an unnamed form's fields) into `form`; `names` is a constant. */
export function useEarlyInput(form: FormInstance, names: readonly string[]) {
  useEffect(() => {
    const early = names.flatMap((name) => {
      const input = document.getElementById(name);
      return input instanceof HTMLInputElement && input.value ? [[name, input.value] as const] : [];
    });
    if (early.length) form.setFieldsValue(Object.fromEntries(early));
  }, [form, names]);
}
