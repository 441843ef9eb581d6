process.env.TEST_TARGET = 'pglite';
