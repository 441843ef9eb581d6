import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';

/** The page's frame: its language, and the nonce the content security policy names for its scripts. */
export default class AppDocument extends Document<DocumentInitialProps & { locale?: string; nonce?: string }> {
  static async getInitialProps(ctx: DocumentContext) {
    const initialProps = await Document.getInitialProps(ctx);
    // Set by the server for this request; a page prerendered by the build has none.
    const nonce = typeof ctx.req?.headers['x-nonce'] === 'string' ? ctx.req.headers['x-nonce'] : undefined;
    return { ...initialProps, locale: ctx.locale, nonce };
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
