import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';

/** Renders antd's styles into the server HTML so pages do not flash unstyled. */
export default class AppDocument extends Document<DocumentInitialProps & { locale?: string }> {
  static async getInitialProps(ctx: DocumentContext) {
    const cache = createCache();
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
        <Head>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content="#fa8c16" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
