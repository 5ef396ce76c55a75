// This run's mark in letters, put in the names of the leads a spec makes: a search for it finds only
// this run's leads on the shared server, and letters survive the search's digit handling.
export const runMark = Date.now()
  .toString()
  .slice(-6)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
