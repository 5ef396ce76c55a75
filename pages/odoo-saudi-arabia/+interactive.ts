// The page has parts that run in the browser; it marks its own static regions.
export default true;
