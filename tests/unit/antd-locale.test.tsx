/**
 * The page's language reaches antd without mounting the page anew: what a visitor typed
 * while the language's texts were loading stays.
 */
import { useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Pagination } from 'antd';
import { useAntdLocale } from '@/lib/antd-locale';

function Page({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return <Pagination simple total={50} />;
}

function Shell({ language, onMount }: { language: string; onMount: () => void }) {
  const locale = useAntdLocale(language);
  return (
    <ConfigProvider locale={locale}>
      <Page onMount={onMount} />
    </ConfigProvider>
  );
}

it('switches antd to the loaded language without mounting the page again', async () => {
  const onMount = jest.fn();
  render(<Shell language="nl" onMount={onMount} />);
  await waitFor(() => expect(screen.getByTitle('Volgende pagina')).toBeInTheDocument());
  expect(onMount).toHaveBeenCalledTimes(1);
});
