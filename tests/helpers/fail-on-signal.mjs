// Preloaded (node --import) into a server under test: SIGUSR2 makes an error nobody handles, thrown
// (FAIL_ON_SIGNAL=exception) or rejected (FAIL_ON_SIGNAL=rejection), as a bug in the code would.
process.on('SIGUSR2', () => {
  const error = new Error(`an error nobody handled, made on purpose by the test (pid ${process.pid})`);
  if (process.env.FAIL_ON_SIGNAL === 'rejection') void Promise.reject(error);
  else
    setTimeout(() => {
      throw error;
    }, 0);
});
