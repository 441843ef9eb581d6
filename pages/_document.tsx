import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createPageStyleCache } from '@/lib/style-cache';
import { stylesheetFor } from '@/server/web/page-stylesheets';

/** Links antd's styles of the page, if it uses antd, from the server HTML (a cached stylesheet) so pages do not flash unstyled. */
export default class AppDocument extends Document<DocumentInitialProps & { locale?: string; nonce?: string }> {
  static async getInitialProps(ctx: DocumentContext) {
    const cache = createPageStyleCache();
    const renderPage = ctx.renderPage;
    ctx.renderPage = () =>
      renderPage({
        enhanceApp: (App) =>
          function StyledApp(props) {
            return (
              <StyleProvider cache={cache}>
                <App {...props} />
              </StyleProvider>
            );
          },
      });
    const initialProps = await Document.getInitialProps(ctx);
    // A page without antd's components has nothing in its cache (extractStyle would still write its empty marker).
    const style = cache.cache.size ? extractStyle(cache, true) : '';
    // Set by the server for this request; the content security policy names it. A page
    // prerendered by the build has none, and no server process to keep its stylesheet:
    // its styles stay inline.
    const nonce = typeof ctx.req?.headers['x-nonce'] === 'string' ? ctx.req.headers['x-nonce'] : undefined;
    return {
      ...initialProps,
      locale: ctx.locale,
      nonce,
      styles: (
        <>
          {initialProps.styles}
          {style &&
            (nonce ? (
              <link rel="stylesheet" href={stylesheetFor(style)} />
            ) : (
              <style id="antd-ssr" dangerouslySetInnerHTML={{ __html: style }} />
            ))}
        </>
      ),
    };
  }

  render() {
    return (
      <Html lang={this.props.locale ?? 'nl'}>
        <Head nonce={this.props.nonce}>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content="#fa8c16" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={this.props.nonce} />
        </body>
      </Html>
    );
  }
}
