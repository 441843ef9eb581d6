import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Table } from 'antd';
import { createPageStyleCache } from '@/lib/style-cache';
import { makeTheme } from '@/lib/antd-theme';

type StyleCache = ReturnType<typeof createCache>;

/** Renders as the server does for one request and returns its cache and extracted styles. */
function renderPage(page: ReactElement, cache: StyleCache) {
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={makeTheme()}>{page}</ConfigProvider>
    </StyleProvider>,
  );
  return { cache, css: extractStyle(cache, true) };
}

const buttonPage = <Button type="primary">Go</Button>;
const tablePage = <Table dataSource={[]} columns={[{ title: 'Name', dataIndex: 'name' }]} />;

describe('page style cache', () => {
  it('extracts the same styles as a fresh cache, render after render', () => {
    const fresh = renderPage(buttonPage, createCache()).css;
    expect(renderPage(buttonPage, createPageStyleCache()).css).toBe(fresh);
    expect(renderPage(buttonPage, createPageStyleCache()).css).toBe(fresh);
  });

  it('gives a page only the styles it uses, whatever rendered before', () => {
    const table = renderPage(tablePage, createPageStyleCache()).css;
    const button = renderPage(buttonPage, createPageStyleCache()).css;
    expect(table).toContain('.ant-table');
    expect(button).not.toContain('.ant-table');
    expect(button).toBe(renderPage(buttonPage, createCache()).css);
  });

  it('computes a style once and reuses it in later renders', () => {
    const first = renderPage(buttonPage, createPageStyleCache()).cache;
    const second = renderPage(buttonPage, createPageStyleCache()).cache;
    const keys = [...first.cache.keys()].filter((key) => key.startsWith('style%'));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(second.opGet(key)?.[1]).toBe(first.opGet(key)?.[1]);
  });
});
