import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createPageStyleCache } from '@/lib/style-cache';

/** Renders antd's styles into the server HTML so pages do not flash unstyled. */
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
    const style = extractStyle(cache, true);
    return {
      ...initialProps,
      locale: ctx.locale,
      // Set by the server for this request; the content security policy names it.
      nonce: typeof ctx.req?.headers['x-nonce'] === 'string' ? ctx.req.headers['x-nonce'] : undefined,
      styles: (
        <>
          {initialProps.styles}
          <style id="antd-ssr" dangerouslySetInnerHTML={{ __html: style }} />
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
